import type { Mail } from '#functions/lib/mail';
import { mailTemplate, mailTo } from '#functions/lib/mail-templates';
import type { Language } from '#shared/locale';

// The mails of an order's payment: the order becomes payable online later (staff confirmed the
// availability of its products, or the financing partner declined its credit or leasing), or a payment
// it no longer owed is given back. A customer's
// mail links the order in the account (its page offers "pay now"); a guest pays from the order link of
// the confirmation mail, which no other mail carries.

/** Staff confirmed the availability: the order can be paid now. */
export const availabilityConfirmedTemplate = /* @__PURE__ */ mailTemplate({
  values: ['orderNumber'],
  optional: ['link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Zamówienie {orderNumber}: produkty są dostępne, możesz zapłacić',
      paragraphs: [
        'Potwierdziliśmy dostępność produktów z zamówienia {orderNumber}. Możesz je teraz opłacić na stronie zamówienia (link znajdziesz też w potwierdzeniu zamówienia).',
        'Zapłać tutaj:\n{link}',
      ],
    },
    en: {
      subject: 'Order {orderNumber}: the products are available, you can pay',
      paragraphs: [
        'We have confirmed the availability of the products of order {orderNumber}. You can now pay for it on the order’s page (also linked in the order confirmation).',
        'Pay here:\n{link}',
      ],
    },
    ru: {
      subject: 'Заказ {orderNumber}: товары в наличии, можно оплатить',
      paragraphs: [
        'Мы подтвердили наличие товаров из заказа {orderNumber}. Теперь его можно оплатить на странице заказа (ссылка есть и в подтверждении заказа).',
        'Оплатить здесь:\n{link}',
      ],
    },
    hu: {
      subject: '{orderNumber} számú rendelés: a termékek elérhetők, fizethet',
      paragraphs: [
        'Megerősítettük a(z) {orderNumber} számú rendelés termékeinek elérhetőségét. Most kifizetheti a rendelés oldalán (a linket a rendelés visszaigazolásában is megtalálja).',
        'Fizetés itt:\n{link}',
      ],
    },
    es: {
      subject: 'Pedido {orderNumber}: los productos están disponibles, ya puedes pagar',
      paragraphs: [
        'Hemos confirmado la disponibilidad de los productos del pedido {orderNumber}. Ya puedes pagarlo en la página del pedido (el enlace también está en la confirmación del pedido).',
        'Paga aquí:\n{link}',
      ],
    },
    tr: {
      subject: 'Sipariş {orderNumber}: ürünler mevcut, ödeme yapabilirsiniz',
      paragraphs: [
        '{orderNumber} numaralı siparişteki ürünlerin mevcut olduğunu onayladık. Siparişi artık sipariş sayfasından ödeyebilirsiniz (bağlantı sipariş onayında da var).',
        'Buradan ödeyin:\n{link}',
      ],
    },
    cs: {
      subject: 'Objednávka {orderNumber}: produkty jsou dostupné, můžete zaplatit',
      paragraphs: [
        'Potvrdili jsme dostupnost produktů objednávky {orderNumber}. Nyní ji můžete zaplatit na stránce objednávky (odkaz je i v potvrzení objednávky).',
        'Zaplatit zde:\n{link}',
      ],
    },
    de: {
      subject: 'Bestellung {orderNumber}: Die Produkte sind verfügbar, Sie können bezahlen',
      paragraphs: [
        'Wir haben die Verfügbarkeit der Produkte Ihrer Bestellung {orderNumber} bestätigt. Sie können sie jetzt auf der Seite der Bestellung bezahlen (der Link steht auch in der Bestellbestätigung).',
        'Hier bezahlen:\n{link}',
      ],
    },
    fr: {
      subject: 'Commande {orderNumber} : les produits sont disponibles, vous pouvez payer',
      paragraphs: [
        'Nous avons confirmé la disponibilité des produits de la commande {orderNumber}. Vous pouvez maintenant la payer sur la page de la commande (le lien figure aussi dans la confirmation de commande).',
        'Payer ici :\n{link}',
      ],
    },
    bg: {
      subject: 'Поръчка {orderNumber}: продуктите са налични, можете да платите',
      paragraphs: [
        'Потвърдихме наличността на продуктите от поръчка {orderNumber}. Вече можете да я платите на страницата на поръчката (връзката е и в потвърждението на поръчката).',
        'Платете тук:\n{link}',
      ],
    },
    it: {
      subject: 'Ordine {orderNumber}: i prodotti sono disponibili, puoi pagare',
      paragraphs: [
        'Abbiamo confermato la disponibilità dei prodotti dell’ordine {orderNumber}. Ora puoi pagarlo nella pagina dell’ordine (il link è anche nella conferma dell’ordine).',
        'Paga qui:\n{link}',
      ],
    },
  },
});

/** The financing partner declined: the order may be paid online or cancelled. */
export const financingDeclinedTemplate = /* @__PURE__ */ mailTemplate({
  values: ['orderNumber'],
  optional: ['link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Zamówienie {orderNumber}: wniosek o finansowanie odrzucony',
      paragraphs: [
        'Nasz partner finansujący odrzucił wniosek dotyczący zamówienia {orderNumber}. Możesz opłacić zamówienie online albo je anulować na stronie zamówienia (link znajdziesz też w potwierdzeniu zamówienia).',
        'Strona zamówienia:\n{link}',
      ],
    },
    en: {
      subject: 'Order {orderNumber}: financing application declined',
      paragraphs: [
        'Our financing partner has declined the application for order {orderNumber}. You can pay for the order online or cancel it on the order’s page (also linked in the order confirmation).',
        'Order page:\n{link}',
      ],
    },
    ru: {
      subject: 'Заказ {orderNumber}: заявка на финансирование отклонена',
      paragraphs: [
        'Наш финансовый партнёр отклонил заявку по заказу {orderNumber}. Вы можете оплатить заказ онлайн или отменить его на странице заказа (ссылка есть и в подтверждении заказа).',
        'Страница заказа:\n{link}',
      ],
    },
    hu: {
      subject: '{orderNumber} számú rendelés: a finanszírozási kérelmet elutasították',
      paragraphs: [
        'Finanszírozó partnerünk elutasította a(z) {orderNumber} számú rendeléshez tartozó kérelmet. A rendelést online kifizetheti vagy törölheti a rendelés oldalán (a linket a rendelés visszaigazolásában is megtalálja).',
        'A rendelés oldala:\n{link}',
      ],
    },
    es: {
      subject: 'Pedido {orderNumber}: solicitud de financiación rechazada',
      paragraphs: [
        'Nuestro socio financiero ha rechazado la solicitud del pedido {orderNumber}. Puedes pagar el pedido en línea o cancelarlo en la página del pedido (el enlace también está en la confirmación del pedido).',
        'Página del pedido:\n{link}',
      ],
    },
    tr: {
      subject: 'Sipariş {orderNumber}: finansman başvurusu reddedildi',
      paragraphs: [
        'Finansman ortağımız {orderNumber} numaralı sipariş için yapılan başvuruyu reddetti. Siparişi sipariş sayfasından çevrimiçi ödeyebilir veya iptal edebilirsiniz (bağlantı sipariş onayında da var).',
        'Sipariş sayfası:\n{link}',
      ],
    },
    cs: {
      subject: 'Objednávka {orderNumber}: žádost o financování zamítnuta',
      paragraphs: [
        'Náš finanční partner zamítl žádost k objednávce {orderNumber}. Objednávku můžete zaplatit online nebo ji zrušit na stránce objednávky (odkaz je i v potvrzení objednávky).',
        'Stránka objednávky:\n{link}',
      ],
    },
    de: {
      subject: 'Bestellung {orderNumber}: Finanzierungsantrag abgelehnt',
      paragraphs: [
        'Unser Finanzierungspartner hat den Antrag zu Ihrer Bestellung {orderNumber} abgelehnt. Sie können die Bestellung auf ihrer Seite online bezahlen oder stornieren (der Link steht auch in der Bestellbestätigung).',
        'Seite der Bestellung:\n{link}',
      ],
    },
    fr: {
      subject: 'Commande {orderNumber} : demande de financement refusée',
      paragraphs: [
        'Notre partenaire de financement a refusé la demande liée à la commande {orderNumber}. Vous pouvez payer la commande en ligne ou l’annuler sur la page de la commande (le lien figure aussi dans la confirmation de commande).',
        'Page de la commande :\n{link}',
      ],
    },
    bg: {
      subject: 'Поръчка {orderNumber}: заявлението за финансиране е отказано',
      paragraphs: [
        'Нашият финансиращ партньор отказа заявлението за поръчка {orderNumber}. Можете да платите поръчката онлайн или да я откажете на страницата на поръчката (връзката е и в потвърждението на поръчката).',
        'Страница на поръчката:\n{link}',
      ],
    },
    it: {
      subject: 'Ordine {orderNumber}: richiesta di finanziamento rifiutata',
      paragraphs: [
        'Il nostro partner finanziario ha rifiutato la richiesta per l’ordine {orderNumber}. Puoi pagare l’ordine online o annullarlo nella pagina dell’ordine (il link è anche nella conferma dell’ordine).',
        'Pagina dell’ordine:\n{link}',
      ],
    },
  },
});

/** A payment arrived when the order owed nothing more (a second tab, a late one): it is given back. */
export const surplusRefundTemplate = /* @__PURE__ */ mailTemplate({
  values: ['orderNumber', 'amount'],
  optional: ['link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Zamówienie {orderNumber}: zwracamy nadpłatę {amount}',
      paragraphs: [
        'Otrzymaliśmy płatność {amount} za zamówienie {orderNumber}, które było już opłacone lub anulowane. Zwracamy ją w całości tą samą metodą płatności; pieniądze wrócą w ciągu kilku dni roboczych.',
        'W historii płatności zobaczysz obie pozycje: wpłatę i jej zwrot.',
        'Strona zamówienia:\n{link}',
      ],
    },
    en: {
      subject: 'Order {orderNumber}: we are refunding the overpayment of {amount}',
      paragraphs: [
        'We received a payment of {amount} for order {orderNumber}, which was already paid or cancelled. We are refunding it in full by the same payment method; the money will be back within a few business days.',
        'Your payment history shows both entries: the payment and its refund.',
        'Order page:\n{link}',
      ],
    },
    ru: {
      subject: 'Заказ {orderNumber}: возвращаем переплату {amount}',
      paragraphs: [
        'Мы получили платёж {amount} по заказу {orderNumber}, который уже был оплачен или отменён. Мы возвращаем его полностью тем же способом оплаты; деньги поступят в течение нескольких рабочих дней.',
        'В истории платежей видны обе записи: платёж и его возврат.',
        'Страница заказа:\n{link}',
      ],
    },
    hu: {
      subject: '{orderNumber} számú rendelés: visszatérítjük a(z) {amount} túlfizetést',
      paragraphs: [
        'Kaptunk egy {amount} összegű fizetést a(z) {orderNumber} számú rendelésre, amely már ki volt fizetve vagy törölve volt. A teljes összeget ugyanazzal a fizetési móddal visszatérítjük; a pénz néhány munkanapon belül visszaérkezik.',
        'A fizetési előzményekben mindkét tétel látszik: a befizetés és a visszatérítése.',
        'A rendelés oldala:\n{link}',
      ],
    },
    es: {
      subject: 'Pedido {orderNumber}: te devolvemos el pago de más de {amount}',
      paragraphs: [
        'Hemos recibido un pago de {amount} por el pedido {orderNumber}, que ya estaba pagado o cancelado. Te lo devolvemos íntegro por el mismo medio de pago; el dinero llegará en unos días hábiles.',
        'En tu historial de pagos verás ambas entradas: el pago y su devolución.',
        'Página del pedido:\n{link}',
      ],
    },
    tr: {
      subject: 'Sipariş {orderNumber}: {amount} fazla ödemeyi iade ediyoruz',
      paragraphs: [
        'Zaten ödenmiş veya iptal edilmiş olan {orderNumber} numaralı sipariş için {amount} tutarında bir ödeme aldık. Tutarın tamamını aynı ödeme yöntemiyle iade ediyoruz; para birkaç iş günü içinde hesabınıza döner.',
        'Ödeme geçmişinizde iki kayıt görürsünüz: ödeme ve iadesi.',
        'Sipariş sayfası:\n{link}',
      ],
    },
    cs: {
      subject: 'Objednávka {orderNumber}: vracíme přeplatek {amount}',
      paragraphs: [
        'Obdrželi jsme platbu {amount} za objednávku {orderNumber}, která již byla zaplacena nebo zrušena. Vracíme ji v plné výši stejnou platební metodou; peníze dorazí během několika pracovních dnů.',
        'V historii plateb uvidíte obě položky: platbu i její vrácení.',
        'Stránka objednávky:\n{link}',
      ],
    },
    de: {
      subject: 'Bestellung {orderNumber}: Wir erstatten die Überzahlung von {amount}',
      paragraphs: [
        'Wir haben eine Zahlung von {amount} für die Bestellung {orderNumber} erhalten, die bereits bezahlt oder storniert war. Wir erstatten sie vollständig über dieselbe Zahlungsart; das Geld ist in wenigen Werktagen zurück.',
        'In Ihrem Zahlungsverlauf sehen Sie beide Einträge: die Zahlung und ihre Erstattung.',
        'Seite der Bestellung:\n{link}',
      ],
    },
    fr: {
      subject: 'Commande {orderNumber} : nous remboursons le trop-perçu de {amount}',
      paragraphs: [
        'Nous avons reçu un paiement de {amount} pour la commande {orderNumber}, qui était déjà payée ou annulée. Nous le remboursons intégralement par le même moyen de paiement ; l’argent vous reviendra sous quelques jours ouvrés.',
        'Votre historique de paiements affiche les deux lignes : le paiement et son remboursement.',
        'Page de la commande :\n{link}',
      ],
    },
    bg: {
      subject: 'Поръчка {orderNumber}: възстановяваме надплатените {amount}',
      paragraphs: [
        'Получихме плащане от {amount} за поръчка {orderNumber}, която вече беше платена или отказана. Възстановяваме го изцяло по същия начин на плащане; парите ще се върнат до няколко работни дни.',
        'В историята на плащанията ще видите и двата записа: плащането и възстановяването му.',
        'Страница на поръчката:\n{link}',
      ],
    },
    it: {
      subject: 'Ordine {orderNumber}: ti rimborsiamo il pagamento in eccesso di {amount}',
      paragraphs: [
        'Abbiamo ricevuto un pagamento di {amount} per l’ordine {orderNumber}, che era già pagato o annullato. Te lo rimborsiamo per intero con lo stesso metodo di pagamento; il denaro tornerà entro pochi giorni lavorativi.',
        'Nella cronologia dei pagamenti vedrai entrambe le voci: il pagamento e il suo rimborso.',
        'Pagina dell’ordine:\n{link}',
      ],
    },
  },
});

/** An unpaid order's payment deadline is a day away (shared/orders/payment-deadline.ts). */
export const paymentReminderTemplate = /* @__PURE__ */ mailTemplate({
  values: ['orderNumber', 'amount', 'payBy'],
  optional: ['link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Zamówienie {orderNumber}: czekamy na płatność do {payBy}',
      paragraphs: [
        'Zamówienie {orderNumber} na kwotę {amount} nie jest jeszcze opłacone. Jeśli nie otrzymamy płatności do {payBy}, anulujemy je, a zarezerwowane produkty wrócą do sprzedaży.',
        'Jeśli płatność jest już w drodze, zignoruj tę wiadomość.',
        'Strona zamówienia:\n{link}',
      ],
    },
    en: {
      subject: 'Order {orderNumber}: awaiting your payment by {payBy}',
      paragraphs: [
        'Order {orderNumber} for {amount} has not been paid yet. If we do not receive the payment by {payBy}, we will cancel it and the reserved products will go back on sale.',
        'If your payment is already on its way, please ignore this message.',
        'Order page:\n{link}',
      ],
    },
    ru: {
      subject: 'Заказ {orderNumber}: ждём оплату до {payBy}',
      paragraphs: [
        'Заказ {orderNumber} на сумму {amount} ещё не оплачен. Если мы не получим оплату до {payBy}, мы отменим его, и зарезервированные товары вернутся в продажу.',
        'Если оплата уже в пути, просто проигнорируйте это сообщение.',
        'Страница заказа:\n{link}',
      ],
    },
    hu: {
      subject: '{orderNumber} számú rendelés: várjuk a fizetést {payBy} időpontig',
      paragraphs: [
        'A(z) {orderNumber} számú, {amount} összegű rendelés még nincs kifizetve. Ha {payBy} időpontig nem érkezik meg a fizetés, töröljük a rendelést, és a lefoglalt termékek visszakerülnek az értékesítésbe.',
        'Ha a fizetés már úton van, hagyja figyelmen kívül ezt az üzenetet.',
        'A rendelés oldala:\n{link}',
      ],
    },
    es: {
      subject: 'Pedido {orderNumber}: esperamos tu pago hasta el {payBy}',
      paragraphs: [
        'El pedido {orderNumber} por {amount} aún no está pagado. Si no recibimos el pago hasta el {payBy}, lo cancelaremos y los productos reservados volverán a la venta.',
        'Si el pago ya está en camino, ignora este mensaje.',
        'Página del pedido:\n{link}',
      ],
    },
    tr: {
      subject: 'Sipariş {orderNumber}: ödemenizi {payBy} tarihine kadar bekliyoruz',
      paragraphs: [
        '{amount} tutarındaki {orderNumber} numaralı sipariş henüz ödenmedi. Ödeme {payBy} tarihine kadar ulaşmazsa siparişi iptal edeceğiz ve ayrılan ürünler yeniden satışa çıkacak.',
        'Ödemeniz zaten yoldaysa bu mesajı dikkate almayın.',
        'Sipariş sayfası:\n{link}',
      ],
    },
    cs: {
      subject: 'Objednávka {orderNumber}: čekáme na platbu do {payBy}',
      paragraphs: [
        'Objednávka {orderNumber} na částku {amount} ještě není zaplacena. Pokud platbu neobdržíme do {payBy}, objednávku zrušíme a rezervované produkty se vrátí do prodeje.',
        'Pokud je platba již na cestě, tuto zprávu ignorujte.',
        'Stránka objednávky:\n{link}',
      ],
    },
    de: {
      subject: 'Bestellung {orderNumber}: Wir erwarten Ihre Zahlung bis {payBy}',
      paragraphs: [
        'Die Bestellung {orderNumber} über {amount} ist noch nicht bezahlt. Geht die Zahlung nicht bis {payBy} ein, stornieren wir sie, und die reservierten Produkte gehen zurück in den Verkauf.',
        'Ist Ihre Zahlung bereits unterwegs, betrachten Sie diese Nachricht bitte als gegenstandslos.',
        'Seite der Bestellung:\n{link}',
      ],
    },
    fr: {
      subject: 'Commande {orderNumber} : nous attendons votre paiement jusqu’au {payBy}',
      paragraphs: [
        'La commande {orderNumber} de {amount} n’est pas encore payée. Si nous ne recevons pas le paiement d’ici le {payBy}, nous l’annulerons et les produits réservés seront remis en vente.',
        'Si votre paiement est déjà en route, ignorez ce message.',
        'Page de la commande :\n{link}',
      ],
    },
    bg: {
      subject: 'Поръчка {orderNumber}: очакваме плащането до {payBy}',
      paragraphs: [
        'Поръчка {orderNumber} на стойност {amount} все още не е платена. Ако не получим плащането до {payBy}, ще я откажем и запазените продукти ще се върнат в продажба.',
        'Ако плащането вече е на път, не обръщайте внимание на това съобщение.',
        'Страница на поръчката:\n{link}',
      ],
    },
    it: {
      subject: 'Ordine {orderNumber}: attendiamo il pagamento entro il {payBy}',
      paragraphs: [
        'L’ordine {orderNumber} di {amount} non è ancora stato pagato. Se non riceviamo il pagamento entro il {payBy}, lo annulleremo e i prodotti riservati torneranno in vendita.',
        'Se il pagamento è già in arrivo, ignora questo messaggio.',
        'Pagina dell’ordine:\n{link}',
      ],
    },
  },
});

/** The buyer's reminder of an unpaid order's deadline. */
export const paymentReminderMail = (
  to: string,
  language: Language,
  values: { orderNumber: string; amount: string; payBy: string; link?: string | undefined },
): Mail => {
  const { link, ...always } = values;
  return mailTo(to, paymentReminderTemplate, language, { ...always, ...(link ? { link } : {}) });
};

/** The buyer's mail of a surplus given back. */
export const surplusRefundMail = (
  to: string,
  language: Language,
  { orderNumber, amount, link }: { orderNumber: string; amount: string; link?: string | undefined },
): Mail => mailTo(to, surplusRefundTemplate, language, { orderNumber, amount, ...(link ? { link } : {}) });

const orderMail =
  (template: typeof availabilityConfirmedTemplate) =>
  (
    to: string,
    language: Language,
    { orderNumber, link }: { orderNumber: string; link?: string | undefined },
  ): Mail =>
    mailTo(to, template, language, { orderNumber, ...(link ? { link } : {}) });

export const availabilityConfirmedMail = /* @__PURE__ */ orderMail(availabilityConfirmedTemplate);
export const financingDeclinedMail = /* @__PURE__ */ orderMail(financingDeclinedTemplate);
