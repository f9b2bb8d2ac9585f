import type { Mail } from '../../functions/lib/mail';
import type { Language } from '../../shared/locale';
import { newsletterLinkLifetimeHours as hours } from '../../shared/newsletter';
import { plainMail } from './plain-mail';

// The two newsletter e-mails in each of the shop's languages: the double opt-in link, and the note an
// address's owner gets when someone asks to subscribe an address that is subscribed already.

interface Texts {
  confirm: { subject: string; body: (email: string) => string };
  already: { subject: string; body: (email: string) => string };
}

const texts: Record<Language, Texts> = {
  pl: {
    confirm: {
      subject: 'Potwierdź zapis do newslettera',
      body: (email) =>
        `Aby zapisać adres ${email} do naszego newslettera, otwórz poniższy link i potwierdź zapis. Link działa przez ${hours} godzin. Jeśli to nie Ty, zignoruj tę wiadomość: bez potwierdzenia nie wyślemy newslettera.`,
    },
    already: {
      subject: 'Ten adres jest już zapisany do newslettera',
      body: (email) =>
        `Ktoś (być może Ty) poprosił o zapisanie adresu ${email} do naszego newslettera. Ten adres jest już zapisany, więc niczego nie zmieniliśmy.`,
    },
  },
  en: {
    confirm: {
      subject: 'Confirm your newsletter subscription',
      body: (email) =>
        `To subscribe ${email} to our newsletter, open the link below and confirm. The link works for ${hours} hours. If this was not you, ignore this message: without confirmation we send no newsletter.`,
    },
    already: {
      subject: 'This address is already subscribed to our newsletter',
      body: (email) =>
        `Someone (perhaps you) asked to subscribe ${email} to our newsletter. This address is already subscribed, so nothing has changed.`,
    },
  },
  ru: {
    confirm: {
      subject: 'Подтвердите подписку на рассылку',
      body: (email) =>
        `Чтобы подписать адрес ${email} на нашу рассылку, откройте ссылку ниже и подтвердите подписку. Ссылка действует ${hours} часов. Если это были не вы, проигнорируйте это письмо: без подтверждения мы не будем присылать рассылку.`,
    },
    already: {
      subject: 'Этот адрес уже подписан на рассылку',
      body: (email) =>
        `Кто-то (возможно, вы) попросил подписать адрес ${email} на нашу рассылку. Этот адрес уже подписан, поэтому ничего не изменилось.`,
    },
  },
  hu: {
    confirm: {
      subject: 'Erősítse meg hírlevél-feliratkozását',
      body: (email) =>
        `A(z) ${email} cím hírlevelünkre való feliratkozásához nyissa meg az alábbi linket, és erősítse meg. A link ${hours} óráig érvényes. Ha nem Ön iratkozott fel, hagyja figyelmen kívül ezt az üzenetet: megerősítés nélkül nem küldünk hírlevelet.`,
    },
    already: {
      subject: 'Ez a cím már fel van iratkozva hírlevelünkre',
      body: (email) =>
        `Valaki (talán Ön) kérte a(z) ${email} cím feliratkoztatását hírlevelünkre. Ez a cím már fel van iratkozva, így semmi sem változott.`,
    },
  },
  es: {
    confirm: {
      subject: 'Confirma tu suscripción al boletín',
      body: (email) =>
        `Para suscribir ${email} a nuestro boletín, abre el enlace de abajo y confirma. El enlace funciona durante ${hours} horas. Si no has sido tú, ignora este mensaje: sin confirmación no enviaremos el boletín.`,
    },
    already: {
      subject: 'Esta dirección ya está suscrita a nuestro boletín',
      body: (email) =>
        `Alguien (quizá tú) ha pedido suscribir ${email} a nuestro boletín. Esta dirección ya está suscrita, así que no ha cambiado nada.`,
    },
  },
  tr: {
    confirm: {
      subject: 'Bülten aboneliğinizi onaylayın',
      body: (email) =>
        `${email} adresini bültenimize kaydetmek için aşağıdaki bağlantıyı açıp onaylayın. Bağlantı ${hours} saat geçerlidir. Bu isteği siz yapmadıysanız bu mesajı dikkate almayın: onay olmadan bülten göndermeyiz.`,
    },
    already: {
      subject: 'Bu adres bültenimize zaten abone',
      body: (email) =>
        `Birisi (belki siz) ${email} adresinin bültenimize kaydedilmesini istedi. Bu adres zaten abone olduğu için hiçbir şey değişmedi.`,
    },
  },
  cs: {
    confirm: {
      subject: 'Potvrďte přihlášení k odběru novinek',
      body: (email) =>
        `Chcete-li přihlásit adresu ${email} k odběru našeho newsletteru, otevřete odkaz níže a přihlášení potvrďte. Odkaz platí ${hours} hodin. Pokud jste to nebyli vy, tuto zprávu ignorujte: bez potvrzení newsletter neposíláme.`,
    },
    already: {
      subject: 'Tato adresa už je přihlášena k odběru novinek',
      body: (email) =>
        `Někdo (možná vy) požádal o přihlášení adresy ${email} k odběru našeho newsletteru. Tato adresa už je přihlášena, takže se nic nezměnilo.`,
    },
  },
  de: {
    confirm: {
      subject: 'Bestätigen Sie Ihr Newsletter-Abonnement',
      body: (email) =>
        `Um ${email} für unseren Newsletter einzutragen, öffnen Sie den Link unten und bestätigen Sie. Der Link gilt ${hours} Stunden. Falls Sie das nicht waren, ignorieren Sie diese Nachricht: Ohne Bestätigung senden wir keinen Newsletter.`,
    },
    already: {
      subject: 'Diese Adresse ist bereits für unseren Newsletter eingetragen',
      body: (email) =>
        `Jemand (vielleicht Sie) hat darum gebeten, ${email} für unseren Newsletter einzutragen. Diese Adresse ist bereits eingetragen, daher hat sich nichts geändert.`,
    },
  },
  fr: {
    confirm: {
      subject: 'Confirmez votre inscription à la newsletter',
      body: (email) =>
        `Pour inscrire ${email} à notre newsletter, ouvrez le lien ci-dessous et confirmez. Le lien est valable ${hours} heures. Si ce n’était pas vous, ignorez ce message : sans confirmation, nous n’envoyons pas de newsletter.`,
    },
    already: {
      subject: 'Cette adresse est déjà inscrite à notre newsletter',
      body: (email) =>
        `Quelqu’un (peut-être vous) a demandé l’inscription de ${email} à notre newsletter. Cette adresse est déjà inscrite, rien n’a donc changé.`,
    },
  },
  bg: {
    confirm: {
      subject: 'Потвърдете абонамента си за бюлетина',
      body: (email) =>
        `За да абонирате ${email} за нашия бюлетин, отворете връзката по-долу и потвърдете. Връзката е валидна ${hours} часа. Ако не сте били вие, пренебрегнете това съобщение: без потвърждение няма да изпращаме бюлетина.`,
    },
    already: {
      subject: 'Този адрес вече е абониран за нашия бюлетин',
      body: (email) =>
        `Някой (може би вие) поиска да абонира ${email} за нашия бюлетин. Този адрес вече е абониран, затова нищо не се промени.`,
    },
  },
  it: {
    confirm: {
      subject: 'Conferma l’iscrizione alla newsletter',
      body: (email) =>
        `Per iscrivere ${email} alla nostra newsletter, apri il link qui sotto e conferma. Il link è valido per ${hours} ore. Se non sei stato tu, ignora questo messaggio: senza conferma non inviamo la newsletter.`,
    },
    already: {
      subject: 'Questo indirizzo è già iscritto alla nostra newsletter',
      body: (email) =>
        `Qualcuno (forse tu) ha chiesto di iscrivere ${email} alla nostra newsletter. Questo indirizzo è già iscritto, quindi non è cambiato nulla.`,
    },
  },
};

/** The double opt-in e-mail: what to do, and the confirmation page's link. */
export const confirmationLinkMail = (email: string, language: Language, link: string): Mail => {
  const { subject, body } = texts[language].confirm;
  return plainMail(email, language, subject, [body(email), link]);
};

/** To the owner of an address that is subscribed already: nothing changed. */
export const alreadySubscribedMail = (email: string, language: Language): Mail => {
  const { subject, body } = texts[language].already;
  return plainMail(email, language, subject, [body(email)]);
};
