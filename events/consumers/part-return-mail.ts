import type { Mail } from '#functions/lib/mail';
import { mailTemplate, mailTo } from '#functions/lib/mail-templates';
import type { Language } from '#shared/locale';

// The customer's mail when operations took back part of her delivered order: which units, and that a
// correction invoice and the refund of their price follow (the `refund-returned-part` consumer issues
// and pays them). A customer's mail links the order in her account; a guest's has no link.

export const partReturnTemplate = /* @__PURE__ */ mailTemplate({
  values: ['orderNumber', 'items'],
  optional: ['link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Zwrot z zamówienia {orderNumber}',
      paragraphs: [
        'Przyjęliśmy zwrot części zamówienia {orderNumber}:\n{items}',
        'Wystawimy fakturę korygującą na zwrócone produkty i oddamy ich cenę tą samą drogą, którą zapłacono.',
        'Szczegóły zamówienia:\n{link}',
      ],
    },
    en: {
      subject: 'Return from order {orderNumber}',
      paragraphs: [
        'We have accepted the return of part of order {orderNumber}:\n{items}',
        'We will issue a correction invoice for the returned products and refund their price the way it was paid.',
        'Order details:\n{link}',
      ],
    },
    ru: {
      subject: 'Возврат по заказу {orderNumber}',
      paragraphs: [
        'Мы приняли возврат части заказа {orderNumber}:\n{items}',
        'Мы выставим корректировочный счёт на возвращённые товары и вернём их стоимость тем же способом, которым была произведена оплата.',
        'Подробности заказа:\n{link}',
      ],
    },
    hu: {
      subject: 'Visszáru a(z) {orderNumber} számú rendelésből',
      paragraphs: [
        'Átvettük a(z) {orderNumber} számú rendelés egy részének visszaküldését:\n{items}',
        'A visszaküldött termékekről helyesbítő számlát állítunk ki, és árukat ugyanazon a módon térítjük vissza, ahogyan fizetett.',
        'A rendelés részletei:\n{link}',
      ],
    },
    es: {
      subject: 'Devolución del pedido {orderNumber}',
      paragraphs: [
        'Hemos aceptado la devolución de parte del pedido {orderNumber}:\n{items}',
        'Emitiremos una factura rectificativa por los productos devueltos y reembolsaremos su precio por la misma vía en que se pagó.',
        'Detalles del pedido:\n{link}',
      ],
    },
    tr: {
      subject: '{orderNumber} numaralı siparişten iade',
      paragraphs: [
        '{orderNumber} numaralı siparişin bir kısmının iadesini kabul ettik:\n{items}',
        'İade edilen ürünler için düzeltme faturası düzenleyecek ve bedellerini ödemenin yapıldığı yolla iade edeceğiz.',
        'Sipariş ayrıntıları:\n{link}',
      ],
    },
    cs: {
      subject: 'Vrácení z objednávky {orderNumber}',
      paragraphs: [
        'Přijali jsme vrácení části objednávky {orderNumber}:\n{items}',
        'Na vrácené produkty vystavíme opravný daňový doklad a jejich cenu vrátíme stejnou cestou, jakou byla zaplacena.',
        'Podrobnosti objednávky:\n{link}',
      ],
    },
    de: {
      subject: 'Rücksendung aus Bestellung {orderNumber}',
      paragraphs: [
        'Wir haben die Rücksendung eines Teils der Bestellung {orderNumber} angenommen:\n{items}',
        'Wir stellen für die zurückgesandten Produkte eine Korrekturrechnung aus und erstatten ihren Preis auf demselben Weg, auf dem bezahlt wurde.',
        'Details der Bestellung:\n{link}',
      ],
    },
    fr: {
      subject: 'Retour de la commande {orderNumber}',
      paragraphs: [
        'Nous avons accepté le retour d’une partie de la commande {orderNumber} :\n{items}',
        'Nous émettrons une facture rectificative pour les produits retournés et rembourserons leur prix par le moyen de paiement utilisé.',
        'Détails de la commande :\n{link}',
      ],
    },
    bg: {
      subject: 'Връщане от поръчка {orderNumber}',
      paragraphs: [
        'Приехме връщането на част от поръчка {orderNumber}:\n{items}',
        'Ще издадем кредитно известие за върнатите продукти и ще възстановим цената им по начина, по който е платено.',
        'Подробности за поръчката:\n{link}',
      ],
    },
    it: {
      subject: 'Reso dall’ordine {orderNumber}',
      paragraphs: [
        'Abbiamo accettato il reso di una parte dell’ordine {orderNumber}:\n{items}',
        'Emetteremo una nota di credito per i prodotti resi e ne rimborseremo il prezzo con lo stesso mezzo con cui è stato pagato.',
        'Dettagli dell’ordine:\n{link}',
      ],
    },
  },
});

/** The returned units, one line each (`2 × name`), in the order's own words for its products. */
export const partReturnMail = (
  to: string,
  language: Language,
  {
    orderNumber,
    items,
    link,
  }: { orderNumber: string; items: readonly { name: string; quantity: number }[]; link?: string | undefined },
): Mail =>
  mailTo(to, partReturnTemplate, language, {
    orderNumber,
    items: items.map(({ name, quantity }) => `${quantity} × ${name}`).join('\n'),
    ...(link ? { link } : {}),
  });
