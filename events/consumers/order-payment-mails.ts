import type { Mail } from '#functions/lib/mail';
import { mailTemplate, mailTo } from '#functions/lib/mail-templates';
import type { Language } from '#shared/locale';

// The mails of an order that becomes payable online later: staff confirmed the
// availability of its products, or the financing partner declined its credit or leasing. A customer's
// mail links the order in the account (its page offers "pay now"); a guest pays from the order link of
// the confirmation mail, which no other mail carries.

/** Staff confirmed the availability: the order can be paid now. */
export const availabilityConfirmedTemplate = mailTemplate({
  values: ['orderId'],
  optional: ['link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Zamówienie {orderId}: produkty są dostępne, możesz zapłacić',
      paragraphs: [
        'Potwierdziliśmy dostępność produktów z zamówienia {orderId}. Możesz je teraz opłacić na stronie zamówienia (link znajdziesz też w potwierdzeniu zamówienia).',
        'Zapłać tutaj:\n{link}',
      ],
    },
    en: {
      subject: 'Order {orderId}: the products are available, you can pay',
      paragraphs: [
        'We have confirmed the availability of the products of order {orderId}. You can now pay for it on the order’s page (also linked in the order confirmation).',
        'Pay here:\n{link}',
      ],
    },
    ru: {
      subject: 'Заказ {orderId}: товары в наличии, можно оплатить',
      paragraphs: [
        'Мы подтвердили наличие товаров из заказа {orderId}. Теперь его можно оплатить на странице заказа (ссылка есть и в подтверждении заказа).',
        'Оплатить здесь:\n{link}',
      ],
    },
    hu: {
      subject: '{orderId} számú rendelés: a termékek elérhetők, fizethet',
      paragraphs: [
        'Megerősítettük a(z) {orderId} számú rendelés termékeinek elérhetőségét. Most kifizetheti a rendelés oldalán (a linket a rendelés visszaigazolásában is megtalálja).',
        'Fizetés itt:\n{link}',
      ],
    },
    es: {
      subject: 'Pedido {orderId}: los productos están disponibles, ya puedes pagar',
      paragraphs: [
        'Hemos confirmado la disponibilidad de los productos del pedido {orderId}. Ya puedes pagarlo en la página del pedido (el enlace también está en la confirmación del pedido).',
        'Paga aquí:\n{link}',
      ],
    },
    tr: {
      subject: 'Sipariş {orderId}: ürünler mevcut, ödeme yapabilirsiniz',
      paragraphs: [
        '{orderId} numaralı siparişteki ürünlerin mevcut olduğunu onayladık. Siparişi artık sipariş sayfasından ödeyebilirsiniz (bağlantı sipariş onayında da var).',
        'Buradan ödeyin:\n{link}',
      ],
    },
    cs: {
      subject: 'Objednávka {orderId}: produkty jsou dostupné, můžete zaplatit',
      paragraphs: [
        'Potvrdili jsme dostupnost produktů objednávky {orderId}. Nyní ji můžete zaplatit na stránce objednávky (odkaz je i v potvrzení objednávky).',
        'Zaplatit zde:\n{link}',
      ],
    },
    de: {
      subject: 'Bestellung {orderId}: Die Produkte sind verfügbar, Sie können bezahlen',
      paragraphs: [
        'Wir haben die Verfügbarkeit der Produkte Ihrer Bestellung {orderId} bestätigt. Sie können sie jetzt auf der Seite der Bestellung bezahlen (der Link steht auch in der Bestellbestätigung).',
        'Hier bezahlen:\n{link}',
      ],
    },
    fr: {
      subject: 'Commande {orderId} : les produits sont disponibles, vous pouvez payer',
      paragraphs: [
        'Nous avons confirmé la disponibilité des produits de la commande {orderId}. Vous pouvez maintenant la payer sur la page de la commande (le lien figure aussi dans la confirmation de commande).',
        'Payer ici :\n{link}',
      ],
    },
    bg: {
      subject: 'Поръчка {orderId}: продуктите са налични, можете да платите',
      paragraphs: [
        'Потвърдихме наличността на продуктите от поръчка {orderId}. Вече можете да я платите на страницата на поръчката (връзката е и в потвърждението на поръчката).',
        'Платете тук:\n{link}',
      ],
    },
    it: {
      subject: 'Ordine {orderId}: i prodotti sono disponibili, puoi pagare',
      paragraphs: [
        'Abbiamo confermato la disponibilità dei prodotti dell’ordine {orderId}. Ora puoi pagarlo nella pagina dell’ordine (il link è anche nella conferma dell’ordine).',
        'Paga qui:\n{link}',
      ],
    },
  },
});

/** The financing partner declined: the order may be paid online or cancelled. */
export const financingDeclinedTemplate = mailTemplate({
  values: ['orderId'],
  optional: ['link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Zamówienie {orderId}: wniosek o finansowanie odrzucony',
      paragraphs: [
        'Nasz partner finansujący odrzucił wniosek dotyczący zamówienia {orderId}. Możesz opłacić zamówienie online albo je anulować na stronie zamówienia (link znajdziesz też w potwierdzeniu zamówienia).',
        'Strona zamówienia:\n{link}',
      ],
    },
    en: {
      subject: 'Order {orderId}: financing application declined',
      paragraphs: [
        'Our financing partner has declined the application for order {orderId}. You can pay for the order online or cancel it on the order’s page (also linked in the order confirmation).',
        'Order page:\n{link}',
      ],
    },
    ru: {
      subject: 'Заказ {orderId}: заявка на финансирование отклонена',
      paragraphs: [
        'Наш финансовый партнёр отклонил заявку по заказу {orderId}. Вы можете оплатить заказ онлайн или отменить его на странице заказа (ссылка есть и в подтверждении заказа).',
        'Страница заказа:\n{link}',
      ],
    },
    hu: {
      subject: '{orderId} számú rendelés: a finanszírozási kérelmet elutasították',
      paragraphs: [
        'Finanszírozó partnerünk elutasította a(z) {orderId} számú rendeléshez tartozó kérelmet. A rendelést online kifizetheti vagy törölheti a rendelés oldalán (a linket a rendelés visszaigazolásában is megtalálja).',
        'A rendelés oldala:\n{link}',
      ],
    },
    es: {
      subject: 'Pedido {orderId}: solicitud de financiación rechazada',
      paragraphs: [
        'Nuestro socio financiero ha rechazado la solicitud del pedido {orderId}. Puedes pagar el pedido en línea o cancelarlo en la página del pedido (el enlace también está en la confirmación del pedido).',
        'Página del pedido:\n{link}',
      ],
    },
    tr: {
      subject: 'Sipariş {orderId}: finansman başvurusu reddedildi',
      paragraphs: [
        'Finansman ortağımız {orderId} numaralı sipariş için yapılan başvuruyu reddetti. Siparişi sipariş sayfasından çevrimiçi ödeyebilir veya iptal edebilirsiniz (bağlantı sipariş onayında da var).',
        'Sipariş sayfası:\n{link}',
      ],
    },
    cs: {
      subject: 'Objednávka {orderId}: žádost o financování zamítnuta',
      paragraphs: [
        'Náš finanční partner zamítl žádost k objednávce {orderId}. Objednávku můžete zaplatit online nebo ji zrušit na stránce objednávky (odkaz je i v potvrzení objednávky).',
        'Stránka objednávky:\n{link}',
      ],
    },
    de: {
      subject: 'Bestellung {orderId}: Finanzierungsantrag abgelehnt',
      paragraphs: [
        'Unser Finanzierungspartner hat den Antrag zu Ihrer Bestellung {orderId} abgelehnt. Sie können die Bestellung auf ihrer Seite online bezahlen oder stornieren (der Link steht auch in der Bestellbestätigung).',
        'Seite der Bestellung:\n{link}',
      ],
    },
    fr: {
      subject: 'Commande {orderId} : demande de financement refusée',
      paragraphs: [
        'Notre partenaire de financement a refusé la demande liée à la commande {orderId}. Vous pouvez payer la commande en ligne ou l’annuler sur la page de la commande (le lien figure aussi dans la confirmation de commande).',
        'Page de la commande :\n{link}',
      ],
    },
    bg: {
      subject: 'Поръчка {orderId}: заявлението за финансиране е отказано',
      paragraphs: [
        'Нашият финансиращ партньор отказа заявлението за поръчка {orderId}. Можете да платите поръчката онлайн или да я откажете на страницата на поръчката (връзката е и в потвърждението на поръчката).',
        'Страница на поръчката:\n{link}',
      ],
    },
    it: {
      subject: 'Ordine {orderId}: richiesta di finanziamento rifiutata',
      paragraphs: [
        'Il nostro partner finanziario ha rifiutato la richiesta per l’ordine {orderId}. Puoi pagare l’ordine online o annullarlo nella pagina dell’ordine (il link è anche nella conferma dell’ordine).',
        'Pagina dell’ordine:\n{link}',
      ],
    },
  },
});

const orderMail =
  (template: typeof availabilityConfirmedTemplate) =>
  (to: string, language: Language, { orderId, link }: { orderId: string; link?: string | undefined }): Mail =>
    mailTo(to, template, language, { orderId, ...(link ? { link } : {}) });

export const availabilityConfirmedMail = orderMail(availabilityConfirmedTemplate);
export const financingDeclinedMail = orderMail(financingDeclinedTemplate);
