import type { Mail } from '#functions/lib/mail';
import { mailTemplate, mailTo } from '#functions/lib/mail-templates';
import type { Language } from '#shared/locale';
import { newsletterLinkLifetimeHours } from '#shared/newsletter';

// The two newsletter e-mails in each of the shop's languages: the double opt-in link, and the note an
// address's owner gets when someone asks to subscribe an address that is subscribed already.

/** The double opt-in e-mail: what to do, and the confirmation page's link. */
export const confirmationTemplate = /* @__PURE__ */ mailTemplate({
  values: ['email', 'hours', 'link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Potwierdź zapis do newslettera',
      paragraphs: [
        'Aby zapisać adres {email} do naszego newslettera, otwórz poniższy link i potwierdź zapis. Link działa przez {hours} godzin. Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy newslettera.',
        '{link}',
      ],
    },
    en: {
      subject: 'Confirm your newsletter subscription',
      paragraphs: [
        'To subscribe {email} to our newsletter, open the link below and confirm. The link works for {hours} hours. If this was not you, ignore this message: without confirmation we send no newsletter.',
        '{link}',
      ],
    },
    ru: {
      subject: 'Подтвердите подписку на рассылку',
      paragraphs: [
        'Чтобы подписать адрес {email} на нашу рассылку, откройте ссылку ниже и подтвердите подписку. Ссылка действует {hours} часов. Если это были не вы, проигнорируйте это письмо: без подтверждения мы не будем присылать рассылку.',
        '{link}',
      ],
    },
    hu: {
      subject: 'Erősítse meg hírlevél-feliratkozását',
      paragraphs: [
        'A(z) {email} cím hírlevelünkre való feliratkozásához nyissa meg az alábbi linket, és erősítse meg. A link {hours} óráig érvényes. Ha nem Ön iratkozott fel, hagyja figyelmen kívül ezt az üzenetet: megerősítés nélkül nem küldünk hírlevelet.',
        '{link}',
      ],
    },
    es: {
      subject: 'Confirma tu suscripción al boletín',
      paragraphs: [
        'Para suscribir {email} a nuestro boletín, abre el enlace de abajo y confirma. El enlace funciona durante {hours} horas. Si no has sido tú, ignora este mensaje: sin confirmación no enviaremos el boletín.',
        '{link}',
      ],
    },
    tr: {
      subject: 'Bülten aboneliğinizi onaylayın',
      paragraphs: [
        '{email} adresini bültenimize kaydetmek için aşağıdaki bağlantıyı açıp onaylayın. Bağlantı {hours} saat geçerlidir. Bu isteği siz yapmadıysanız bu mesajı dikkate almayın: onay olmadan bülten göndermeyiz.',
        '{link}',
      ],
    },
    cs: {
      subject: 'Potvrďte přihlášení k odběru novinek',
      paragraphs: [
        'Chcete-li přihlásit adresu {email} k odběru našeho newsletteru, otevřete odkaz níže a přihlášení potvrďte. Odkaz platí {hours} hodin. Pokud jste to nebyli vy, tuto zprávu ignorujte: bez potvrzení newsletter neposíláme.',
        '{link}',
      ],
    },
    de: {
      subject: 'Bestätigen Sie Ihr Newsletter-Abonnement',
      paragraphs: [
        'Um {email} für unseren Newsletter einzutragen, öffnen Sie den Link unten und bestätigen Sie. Der Link gilt {hours} Stunden. Falls Sie das nicht waren, ignorieren Sie diese Nachricht: Ohne Bestätigung senden wir keinen Newsletter.',
        '{link}',
      ],
    },
    fr: {
      subject: 'Confirmez votre inscription à la newsletter',
      paragraphs: [
        'Pour inscrire {email} à notre newsletter, ouvrez le lien ci-dessous et confirmez. Le lien est valable {hours} heures. Si ce n’était pas vous, ignorez ce message : sans confirmation, nous n’envoyons pas de newsletter.',
        '{link}',
      ],
    },
    bg: {
      subject: 'Потвърдете абонамента си за бюлетина',
      paragraphs: [
        'За да абонирате {email} за нашия бюлетин, отворете връзката по-долу и потвърдете. Връзката е валидна {hours} часа. Ако не сте били вие, пренебрегнете това съобщение: без потвърждение няма да изпращаме бюлетина.',
        '{link}',
      ],
    },
    it: {
      subject: 'Conferma l’iscrizione alla newsletter',
      paragraphs: [
        'Per iscrivere {email} alla nostra newsletter, apri il link qui sotto e conferma. Il link è valido per {hours} ore. Se non sei stato tu, ignora questo messaggio: senza conferma non inviamo la newsletter.',
        '{link}',
      ],
    },
  },
});

/** To the owner of an address that is subscribed already: nothing changed. */
export const alreadySubscribedTemplate = /* @__PURE__ */ mailTemplate({
  values: ['email'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Ten adres jest już zapisany do newslettera',
      paragraphs: [
        'Ktoś (być może Ty) poprosił o zapisanie adresu {email} do naszego newslettera. Ten adres jest już zapisany, więc niczego nie zmieniliśmy.',
      ],
    },
    en: {
      subject: 'This address is already subscribed to our newsletter',
      paragraphs: [
        'Someone (perhaps you) asked to subscribe {email} to our newsletter. This address is already subscribed, so nothing has changed.',
      ],
    },
    ru: {
      subject: 'Этот адрес уже подписан на рассылку',
      paragraphs: [
        'Кто-то (возможно, вы) попросил подписать адрес {email} на нашу рассылку. Этот адрес уже подписан, поэтому ничего не изменилось.',
      ],
    },
    hu: {
      subject: 'Ez a cím már fel van iratkozva hírlevelünkre',
      paragraphs: [
        'Valaki (talán Ön) kérte a(z) {email} cím feliratkoztatását hírlevelünkre. Ez a cím már fel van iratkozva, így semmi sem változott.',
      ],
    },
    es: {
      subject: 'Esta dirección ya está suscrita a nuestro boletín',
      paragraphs: [
        'Alguien (quizá tú) ha pedido suscribir {email} a nuestro boletín. Esta dirección ya está suscrita, así que no ha cambiado nada.',
      ],
    },
    tr: {
      subject: 'Bu adres bültenimize zaten abone',
      paragraphs: [
        'Birisi (belki siz) {email} adresinin bültenimize kaydedilmesini istedi. Bu adres zaten abone olduğu için hiçbir şey değişmedi.',
      ],
    },
    cs: {
      subject: 'Tato adresa už je přihlášena k odběru novinek',
      paragraphs: [
        'Někdo (možná vy) požádal o přihlášení adresy {email} k odběru našeho newsletteru. Tato adresa už je přihlášena, takže se nic nezměnilo.',
      ],
    },
    de: {
      subject: 'Diese Adresse ist bereits für unseren Newsletter eingetragen',
      paragraphs: [
        'Jemand (vielleicht Sie) hat darum gebeten, {email} für unseren Newsletter einzutragen. Diese Adresse ist bereits eingetragen, daher hat sich nichts geändert.',
      ],
    },
    fr: {
      subject: 'Cette adresse est déjà inscrite à notre newsletter',
      paragraphs: [
        'Quelqu’un (peut-être vous) a demandé l’inscription de {email} à notre newsletter. Cette adresse est déjà inscrite, rien n’a donc changé.',
      ],
    },
    bg: {
      subject: 'Този адрес вече е абониран за нашия бюлетин',
      paragraphs: [
        'Някой (може би вие) поиска да абонира {email} за нашия бюлетин. Този адрес вече е абониран, затова нищо не се промени.',
      ],
    },
    it: {
      subject: 'Questo indirizzo è già iscritto alla nostra newsletter',
      paragraphs: [
        'Qualcuno (forse tu) ha chiesto di iscrivere {email} alla nostra newsletter. Questo indirizzo è già iscritto, quindi non è cambiato nulla.',
      ],
    },
  },
});

export const confirmationLinkMail = (email: string, language: Language, link: string): Mail =>
  mailTo(email, confirmationTemplate, language, { email, hours: String(newsletterLinkLifetimeHours), link });

export const alreadySubscribedMail = (email: string, language: Language): Mail =>
  mailTo(email, alreadySubscribedTemplate, language, { email });
