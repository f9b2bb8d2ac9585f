import type { InlineImage, Mail } from '#functions/lib/mail';
import { type MailValues, mailTemplate, mailTo } from '#functions/lib/mail-templates';
import type { Language } from '#shared/locale';
import type { OrderStatus } from '#shared/orders/order-states';
import { carrierNames, type Shipment, trackingUrlOf } from '#shared/orders/shipment';

// The order e-mails in each of the shop's languages: the confirmation of a placed order, and the
// note that an order's status changed (with the parcel's carrier and tracking link once sent). A
// guest's confirmation carries the order link (the only place its token travels); a customer's mails
// link the order in the account's order history.

/** The confirmation of a placed order: its number, what it costs and where to follow it. */
export const orderConfirmationTemplate = /* @__PURE__ */ mailTemplate({
  values: ['orderNumber', 'total', 'link'],
  // A transfer order's recipient, account, bank, amount and title, and an unpaid order's deadline: a
  // paragraph naming none of them is left out.
  optional: ['recipient', 'account', 'bank', 'transferAmount', 'transferTitle', 'payBy'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Przyjęliśmy zamówienie {orderNumber}',
      paragraphs: [
        'Dziękujemy za zamówienie {orderNumber} na kwotę {total}.',
        'Status zamówienia i jego postęp zobaczysz pod tym linkiem:\n{link}',
        'Dane do przelewu:\nOdbiorca: {recipient}\nNumer rachunku: {account}\nBank: {bank}\nKwota: {transferAmount}\nTytuł przelewu: {transferTitle}',
        'Zapłać do {payBy}; potem zamówienie zostanie anulowane.',
      ],
    },
    en: {
      subject: 'We have received your order {orderNumber}',
      paragraphs: [
        'Thank you for your order {orderNumber} of {total}.',
        'Follow the order and its progress at this link:\n{link}',
        'Bank transfer details:\nRecipient: {recipient}\nAccount number: {account}\nBank: {bank}\nAmount: {transferAmount}\nTransfer title: {transferTitle}',
        'Please pay by {payBy}; after that the order is cancelled.',
      ],
    },
    ru: {
      subject: 'Мы приняли ваш заказ {orderNumber}',
      paragraphs: [
        'Спасибо за заказ {orderNumber} на сумму {total}.',
        'Статус заказа и его ход можно посмотреть по этой ссылке:\n{link}',
        'Реквизиты для перевода:\nПолучатель: {recipient}\nНомер счёта: {account}\nБанк: {bank}\nСумма: {transferAmount}\nНазначение платежа: {transferTitle}',
        'Оплатите до {payBy}, иначе заказ будет отменён.',
      ],
    },
    hu: {
      subject: 'Megkaptuk {orderNumber} számú rendelését',
      paragraphs: [
        'Köszönjük {orderNumber} számú, {total} összegű rendelését.',
        'A rendelés állapotát és haladását ezen a linken követheti:\n{link}',
        'Az átutalás adatai:\nKedvezményezett: {recipient}\nSzámlaszám: {account}\nBank: {bank}\nÖsszeg: {transferAmount}\nKözlemény: {transferTitle}',
        'Kérjük, fizessen eddig: {payBy}; utána a rendelést töröljük.',
      ],
    },
    es: {
      subject: 'Hemos recibido tu pedido {orderNumber}',
      paragraphs: [
        'Gracias por tu pedido {orderNumber} por un importe de {total}.',
        'Sigue el pedido y su progreso en este enlace:\n{link}',
        'Datos para la transferencia:\nBeneficiario: {recipient}\nNúmero de cuenta: {account}\nBanco: {bank}\nImporte: {transferAmount}\nConcepto: {transferTitle}',
        'Paga antes del {payBy}; después el pedido se cancela.',
      ],
    },
    tr: {
      subject: '{orderNumber} numaralı siparişinizi aldık',
      paragraphs: [
        '{total} tutarındaki {orderNumber} numaralı siparişiniz için teşekkür ederiz.',
        'Siparişin durumunu ve ilerleyişini bu bağlantıdan takip edebilirsiniz:\n{link}',
        'Havale bilgileri:\nAlıcı: {recipient}\nHesap numarası: {account}\nBanka: {bank}\nTutar: {transferAmount}\nAçıklama: {transferTitle}',
        'Lütfen şu tarihe kadar ödeyin: {payBy}; sonrasında sipariş iptal edilir.',
      ],
    },
    cs: {
      subject: 'Přijali jsme vaši objednávku {orderNumber}',
      paragraphs: [
        'Děkujeme za objednávku {orderNumber} v hodnotě {total}.',
        'Stav objednávky a její průběh uvidíte na tomto odkazu:\n{link}',
        'Údaje k převodu:\nPříjemce: {recipient}\nČíslo účtu: {account}\nBanka: {bank}\nČástka: {transferAmount}\nZpráva pro příjemce: {transferTitle}',
        'Zaplaťte prosím do {payBy}; poté bude objednávka zrušena.',
      ],
    },
    de: {
      subject: 'Wir haben Ihre Bestellung {orderNumber} erhalten',
      paragraphs: [
        'Vielen Dank für Ihre Bestellung {orderNumber} über {total}.',
        'Den Status der Bestellung und ihren Fortschritt sehen Sie unter diesem Link:\n{link}',
        'Überweisungsdaten:\nEmpfänger: {recipient}\nKontonummer: {account}\nBank: {bank}\nBetrag: {transferAmount}\nVerwendungszweck: {transferTitle}',
        'Bitte zahlen Sie bis {payBy}; danach wird die Bestellung storniert.',
      ],
    },
    fr: {
      subject: 'Nous avons bien reçu votre commande {orderNumber}',
      paragraphs: [
        'Merci pour votre commande {orderNumber} d’un montant de {total}.',
        'Suivez la commande et son avancement à ce lien :\n{link}',
        'Coordonnées pour le virement :\nBénéficiaire : {recipient}\nNuméro de compte : {account}\nBanque : {bank}\nMontant : {transferAmount}\nLibellé : {transferTitle}',
        'Merci de payer avant le {payBy} ; passé ce délai, la commande est annulée.',
      ],
    },
    bg: {
      subject: 'Получихме поръчката ви {orderNumber}',
      paragraphs: [
        'Благодарим ви за поръчка {orderNumber} на стойност {total}.',
        'Състоянието на поръчката и напредъка ѝ ще видите на тази връзка:\n{link}',
        'Данни за превода:\nПолучател: {recipient}\nНомер на сметка: {account}\nБанка: {bank}\nСума: {transferAmount}\nОснование за плащане: {transferTitle}',
        'Моля, платете до {payBy}; след това поръчката се анулира.',
      ],
    },
    it: {
      subject: 'Abbiamo ricevuto il tuo ordine {orderNumber}',
      paragraphs: [
        'Grazie per il tuo ordine {orderNumber} di {total}.',
        'Segui l’ordine e il suo avanzamento a questo link:\n{link}',
        'Dati per il bonifico:\nBeneficiario: {recipient}\nNumero di conto: {account}\nBanca: {bank}\nImporto: {transferAmount}\nCausale: {transferTitle}',
        'Paga entro il {payBy}; dopo l’ordine viene annullato.',
      ],
    },
  },
});

/** An order's new status; a customer's mail links the order, a guest keeps the link of the confirmation. */
export const orderStatusTemplate = /* @__PURE__ */ mailTemplate({
  values: ['orderNumber', 'status'],
  optional: ['link', 'carrier', 'trackingNumber', 'trackingLink'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Zamówienie {orderNumber}: {status}',
      paragraphs: [
        'Status Twojego zamówienia {orderNumber} to teraz: {status}.',
        'Przesyłkę nadaliśmy przez {carrier}, numer przesyłki {trackingNumber}. Śledź ją tutaj:\n{trackingLink}',
        'Szczegóły zamówienia:\n{link}',
      ],
    },
    en: {
      subject: 'Order {orderNumber}: {status}',
      paragraphs: [
        'Your order {orderNumber} is now: {status}.',
        'We sent your parcel with {carrier}, tracking number {trackingNumber}. Follow it here:\n{trackingLink}',
        'Order details:\n{link}',
      ],
    },
    ru: {
      subject: 'Заказ {orderNumber}: {status}',
      paragraphs: [
        'Статус вашего заказа {orderNumber} теперь: {status}.',
        'Мы отправили посылку через {carrier}, номер отслеживания {trackingNumber}. Следите за ней здесь:\n{trackingLink}',
        'Подробности заказа:\n{link}',
      ],
    },
    hu: {
      subject: '{orderNumber} számú rendelés: {status}',
      paragraphs: [
        '{orderNumber} számú rendelésének állapota most: {status}.',
        'A csomagot a(z) {carrier} szállítja, nyomkövetési szám: {trackingNumber}. Itt követheti:\n{trackingLink}',
        'A rendelés részletei:\n{link}',
      ],
    },
    es: {
      subject: 'Pedido {orderNumber}: {status}',
      paragraphs: [
        'El estado de tu pedido {orderNumber} es ahora: {status}.',
        'Hemos enviado tu paquete con {carrier}, número de seguimiento {trackingNumber}. Síguelo aquí:\n{trackingLink}',
        'Detalles del pedido:\n{link}',
      ],
    },
    tr: {
      subject: 'Sipariş {orderNumber}: {status}',
      paragraphs: [
        '{orderNumber} numaralı siparişinizin durumu artık: {status}.',
        'Kargonuz {carrier} ile gönderildi, takip numarası {trackingNumber}. Buradan takip edin:\n{trackingLink}',
        'Sipariş ayrıntıları:\n{link}',
      ],
    },
    cs: {
      subject: 'Objednávka {orderNumber}: {status}',
      paragraphs: [
        'Stav vaší objednávky {orderNumber} je nyní: {status}.',
        'Zásilku jsme odeslali přes {carrier}, číslo zásilky {trackingNumber}. Sledujte ji zde:\n{trackingLink}',
        'Podrobnosti objednávky:\n{link}',
      ],
    },
    de: {
      subject: 'Bestellung {orderNumber}: {status}',
      paragraphs: [
        'Ihre Bestellung {orderNumber} hat jetzt den Status: {status}.',
        'Wir haben Ihr Paket mit {carrier} verschickt, Sendungsnummer {trackingNumber}. Hier verfolgen:\n{trackingLink}',
        'Details der Bestellung:\n{link}',
      ],
    },
    fr: {
      subject: 'Commande {orderNumber} : {status}',
      paragraphs: [
        'Votre commande {orderNumber} est désormais : {status}.',
        'Nous avons expédié votre colis avec {carrier}, numéro de suivi {trackingNumber}. Suivez-le ici :\n{trackingLink}',
        'Détails de la commande :\n{link}',
      ],
    },
    bg: {
      subject: 'Поръчка {orderNumber}: {status}',
      paragraphs: [
        'Състоянието на поръчката ви {orderNumber} вече е: {status}.',
        'Изпратихме пратката ви с {carrier}, номер за проследяване {trackingNumber}. Проследете я тук:\n{trackingLink}',
        'Подробности за поръчката:\n{link}',
      ],
    },
    it: {
      subject: 'Ordine {orderNumber}: {status}',
      paragraphs: [
        'Il tuo ordine {orderNumber} è ora: {status}.',
        'Abbiamo spedito il tuo pacco con {carrier}, numero di tracciamento {trackingNumber}. Seguilo qui:\n{trackingLink}',
        'Dettagli dell’ordine:\n{link}',
      ],
    },
  },
});

/** The statuses as the status mail names them (the site's `order.status.*` labels say the same). */
export const orderStatusNames: Record<Language, Record<OrderStatus, string>> = {
  pl: {
    new: 'nowe',
    unpaid: 'oczekuje na płatność',
    toSend: 'w realizacji',
    finished: 'zrealizowane',
    cancelled: 'anulowane',
    returned: 'zwrócone',
  },
  en: {
    new: 'new',
    unpaid: 'awaiting payment',
    toSend: 'in progress',
    finished: 'completed',
    cancelled: 'cancelled',
    returned: 'returned',
  },
  ru: {
    new: 'новый',
    unpaid: 'ожидает оплаты',
    toSend: 'выполняется',
    finished: 'выполнен',
    cancelled: 'отменён',
    returned: 'возвращён',
  },
  hu: {
    new: 'új',
    unpaid: 'fizetésre vár',
    toSend: 'teljesítés alatt',
    finished: 'teljesítve',
    cancelled: 'törölve',
    returned: 'visszaküldve',
  },
  es: {
    new: 'nuevo',
    unpaid: 'pendiente de pago',
    toSend: 'en preparación',
    finished: 'completado',
    cancelled: 'cancelado',
    returned: 'devuelto',
  },
  tr: {
    new: 'yeni',
    unpaid: 'ödeme bekleniyor',
    toSend: 'hazırlanıyor',
    finished: 'tamamlandı',
    cancelled: 'iptal edildi',
    returned: 'iade edildi',
  },
  cs: {
    new: 'nová',
    unpaid: 'čeká na platbu',
    toSend: 'vyřizuje se',
    finished: 'vyřízena',
    cancelled: 'zrušena',
    returned: 'vrácena',
  },
  de: {
    new: 'neu',
    unpaid: 'wartet auf Zahlung',
    toSend: 'in Bearbeitung',
    finished: 'abgeschlossen',
    cancelled: 'storniert',
    returned: 'zurückgegeben',
  },
  fr: {
    new: 'nouvelle',
    unpaid: 'en attente de paiement',
    toSend: 'en cours',
    finished: 'terminée',
    cancelled: 'annulée',
    returned: 'retournée',
  },
  bg: {
    new: 'нова',
    unpaid: 'очаква плащане',
    toSend: 'в изпълнение',
    finished: 'изпълнена',
    cancelled: 'отменена',
    returned: 'върната',
  },
  it: {
    new: 'nuovo',
    unpaid: 'in attesa di pagamento',
    toSend: 'in lavorazione',
    finished: 'completato',
    cancelled: 'annullato',
    returned: 'reso',
  },
};

export const orderConfirmationMail = (
  to: string,
  language: Language,
  values: MailValues<
    (typeof orderConfirmationTemplate.values)[number],
    NonNullable<typeof orderConfirmationTemplate.optional>[number]
  >,
): Mail => mailTo(to, orderConfirmationTemplate, language, values);

/** The QR code image's text for those who cannot see it, in each language. */
const transferQrAlt: Record<Language, string> = {
  pl: 'Kod QR przelewu do zeskanowania w aplikacji banku',
  en: 'Transfer QR code to scan in your banking app',
  ru: 'QR-код перевода для сканирования в банковском приложении',
  hu: 'Az átutalás QR-kódja a banki alkalmazásban való beolvasáshoz',
  es: 'Código QR de la transferencia para escanear en tu app bancaria',
  tr: 'Banka uygulamanızda taramak için havale QR kodu',
  cs: 'QR kód převodu k naskenování v bankovní aplikaci',
  de: 'QR-Code der Überweisung zum Scannen in Ihrer Banking-App',
  fr: 'Code QR du virement à scanner dans votre application bancaire',
  bg: 'QR код на превода за сканиране в банковото приложение',
  it: 'Codice QR del bonifico da scansionare nell’app della banca',
};

/** The mail with the transfer's QR code (ZBP 2D, złoty only) shown at its end, carried inline. */
export const withTransferQr = (mail: Mail, language: Language, qr: InlineImage): Mail => ({
  ...mail,
  html: mail.html.replace(
    '</body>',
    `<p><img src="cid:${qr.contentId}" alt="${transferQrAlt[language]}" width="250"></p></body>`,
  ),
  inlineImages: [...(mail.inlineImages ?? []), qr],
});

export const orderStatusMail = (
  to: string,
  language: Language,
  {
    orderNumber,
    status,
    link,
    shipment,
  }: {
    orderNumber: string;
    status: OrderStatus;
    link?: string | undefined;
    shipment?: Pick<Shipment, 'carrier' | 'trackingNumber'> | undefined;
  },
): Mail =>
  mailTo(to, orderStatusTemplate, language, {
    orderNumber,
    status: orderStatusNames[language][status],
    ...(link ? { link } : {}),
    ...(shipment
      ? {
          carrier: carrierNames[shipment.carrier],
          trackingNumber: shipment.trackingNumber,
          trackingLink: trackingUrlOf(shipment),
        }
      : {}),
  });
