import type { Mail } from '#functions/lib/mail';
import { mailTemplate, mailTo } from '#functions/lib/mail-templates';
import type { Language } from '#shared/locale';
import type { OrderStatus } from '#shared/orders/order-states';

// The order e-mails in each of the shop's languages: the confirmation of a placed order, and the
// note that an order's status changed. A guest's confirmation carries the order link (the only place
// its token travels); a customer's mails link the order in the account's order history.

/** The confirmation of a placed order: its number, what it costs and where to follow it. */
export const orderConfirmationTemplate = mailTemplate({
  values: ['orderId', 'total', 'link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Przyjęliśmy zamówienie {orderId}',
      paragraphs: [
        'Dziękujemy za zamówienie {orderId} na kwotę {total}.',
        'Status zamówienia i jego postęp zobaczysz pod tym linkiem:\n{link}',
      ],
    },
    en: {
      subject: 'We have received your order {orderId}',
      paragraphs: [
        'Thank you for your order {orderId} of {total}.',
        'Follow the order and its progress at this link:\n{link}',
      ],
    },
    ru: {
      subject: 'Мы приняли ваш заказ {orderId}',
      paragraphs: [
        'Спасибо за заказ {orderId} на сумму {total}.',
        'Статус заказа и его ход можно посмотреть по этой ссылке:\n{link}',
      ],
    },
    hu: {
      subject: 'Megkaptuk {orderId} számú rendelését',
      paragraphs: [
        'Köszönjük {orderId} számú, {total} összegű rendelését.',
        'A rendelés állapotát és haladását ezen a linken követheti:\n{link}',
      ],
    },
    es: {
      subject: 'Hemos recibido tu pedido {orderId}',
      paragraphs: [
        'Gracias por tu pedido {orderId} por un importe de {total}.',
        'Sigue el pedido y su progreso en este enlace:\n{link}',
      ],
    },
    tr: {
      subject: '{orderId} numaralı siparişinizi aldık',
      paragraphs: [
        '{total} tutarındaki {orderId} numaralı siparişiniz için teşekkür ederiz.',
        'Siparişin durumunu ve ilerleyişini bu bağlantıdan takip edebilirsiniz:\n{link}',
      ],
    },
    cs: {
      subject: 'Přijali jsme vaši objednávku {orderId}',
      paragraphs: [
        'Děkujeme za objednávku {orderId} v hodnotě {total}.',
        'Stav objednávky a její průběh uvidíte na tomto odkazu:\n{link}',
      ],
    },
    de: {
      subject: 'Wir haben Ihre Bestellung {orderId} erhalten',
      paragraphs: [
        'Vielen Dank für Ihre Bestellung {orderId} über {total}.',
        'Den Status der Bestellung und ihren Fortschritt sehen Sie unter diesem Link:\n{link}',
      ],
    },
    fr: {
      subject: 'Nous avons bien reçu votre commande {orderId}',
      paragraphs: [
        'Merci pour votre commande {orderId} d’un montant de {total}.',
        'Suivez la commande et son avancement à ce lien :\n{link}',
      ],
    },
    bg: {
      subject: 'Получихме поръчката ви {orderId}',
      paragraphs: [
        'Благодарим ви за поръчка {orderId} на стойност {total}.',
        'Състоянието на поръчката и напредъка ѝ ще видите на тази връзка:\n{link}',
      ],
    },
    it: {
      subject: 'Abbiamo ricevuto il tuo ordine {orderId}',
      paragraphs: [
        'Grazie per il tuo ordine {orderId} di {total}.',
        'Segui l’ordine e il suo avanzamento a questo link:\n{link}',
      ],
    },
  },
});

/** An order's new status; a customer's mail links the order, a guest keeps the link of the confirmation. */
export const orderStatusTemplate = mailTemplate({
  values: ['orderId', 'status'],
  optional: ['link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Zamówienie {orderId}: {status}',
      paragraphs: [
        'Status Twojego zamówienia {orderId} to teraz: {status}.',
        'Szczegóły zamówienia:\n{link}',
      ],
    },
    en: {
      subject: 'Order {orderId}: {status}',
      paragraphs: ['Your order {orderId} is now: {status}.', 'Order details:\n{link}'],
    },
    ru: {
      subject: 'Заказ {orderId}: {status}',
      paragraphs: ['Статус вашего заказа {orderId} теперь: {status}.', 'Подробности заказа:\n{link}'],
    },
    hu: {
      subject: '{orderId} számú rendelés: {status}',
      paragraphs: ['{orderId} számú rendelésének állapota most: {status}.', 'A rendelés részletei:\n{link}'],
    },
    es: {
      subject: 'Pedido {orderId}: {status}',
      paragraphs: ['El estado de tu pedido {orderId} es ahora: {status}.', 'Detalles del pedido:\n{link}'],
    },
    tr: {
      subject: 'Sipariş {orderId}: {status}',
      paragraphs: [
        '{orderId} numaralı siparişinizin durumu artık: {status}.',
        'Sipariş ayrıntıları:\n{link}',
      ],
    },
    cs: {
      subject: 'Objednávka {orderId}: {status}',
      paragraphs: ['Stav vaší objednávky {orderId} je nyní: {status}.', 'Podrobnosti objednávky:\n{link}'],
    },
    de: {
      subject: 'Bestellung {orderId}: {status}',
      paragraphs: [
        'Ihre Bestellung {orderId} hat jetzt den Status: {status}.',
        'Details der Bestellung:\n{link}',
      ],
    },
    fr: {
      subject: 'Commande {orderId} : {status}',
      paragraphs: ['Votre commande {orderId} est désormais : {status}.', 'Détails de la commande :\n{link}'],
    },
    bg: {
      subject: 'Поръчка {orderId}: {status}',
      paragraphs: [
        'Състоянието на поръчката ви {orderId} вече е: {status}.',
        'Подробности за поръчката:\n{link}',
      ],
    },
    it: {
      subject: 'Ordine {orderId}: {status}',
      paragraphs: ['Il tuo ordine {orderId} è ora: {status}.', 'Dettagli dell’ordine:\n{link}'],
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
  values: { orderId: string; total: string; link: string },
): Mail => mailTo(to, orderConfirmationTemplate, language, values);

export const orderStatusMail = (
  to: string,
  language: Language,
  { orderId, status, link }: { orderId: string; status: OrderStatus; link?: string | undefined },
): Mail =>
  mailTo(to, orderStatusTemplate, language, {
    orderId,
    status: orderStatusNames[language][status],
    ...(link ? { link } : {}),
  });
