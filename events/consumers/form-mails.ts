import type { Mail } from '#functions/lib/mail';
import { mailTemplate, mailTo, quoted } from '#functions/lib/mail-templates';
import type { StoredSubmission } from '#functions/lib/table/form-submissions';
import { financingQuote } from '#shared/financing/financing-quote';
import { type CallbackPromise, callbackDay } from '#shared/forms/callback-promise';
import type { FormKind } from '#shared/forms/form-schemas';
import { workingHours } from '#shared/forms/working-hours';
import type { Currency, Language } from '#shared/locale';
import { formatMoney } from '#shared/money';
import { asOneLine } from '#shared/text';

// The two e-mails of a form (shared/forms/): the staff's, in Polish, with the sender's details each on
// one line and the message quoted (nothing typed adds a line of its own), and the sender's confirmation
// in her language, which repeats nothing she typed (so the form cannot carry text to a third party's
// inbox) and, for a callback request, tells the promise from the working-hours table. A financing
// inquiry's staff mail names the option chosen, priced by the calculator of shared/financing/.

/** Each form's name, as a title, in every language. */
export const formNames: Record<Language, Record<FormKind, string>> = {
  pl: {
    contact: 'Formularz kontaktowy',
    cooperation: 'Współpraca',
    'help-centre': 'Centrum pomocy',
    'service-inquiry': 'Zapytanie o usługę',
    callback: 'Prośba o oddzwonienie',
    financing: 'Zapytanie o leasing lub kredyt',
  },
  en: {
    contact: 'Contact form',
    cooperation: 'Cooperation',
    'help-centre': 'Help centre',
    'service-inquiry': 'Service inquiry',
    callback: 'Callback request',
    financing: 'Leasing or credit inquiry',
  },
  ru: {
    contact: 'Контактная форма',
    cooperation: 'Сотрудничество',
    'help-centre': 'Центр помощи',
    'service-inquiry': 'Запрос об услуге',
    callback: 'Запрос обратного звонка',
    financing: 'Запрос о лизинге или кредите',
  },
  hu: {
    contact: 'Kapcsolatfelvételi űrlap',
    cooperation: 'Együttműködés',
    'help-centre': 'Súgóközpont',
    'service-inquiry': 'Szolgáltatási ajánlatkérés',
    callback: 'Visszahívási kérés',
    financing: 'Lízing- vagy hitelajánlatkérés',
  },
  es: {
    contact: 'Formulario de contacto',
    cooperation: 'Colaboración',
    'help-centre': 'Centro de ayuda',
    'service-inquiry': 'Consulta sobre un servicio',
    callback: 'Solicitud de llamada',
    financing: 'Consulta sobre leasing o crédito',
  },
  tr: {
    contact: 'İletişim formu',
    cooperation: 'İş birliği',
    'help-centre': 'Yardım merkezi',
    'service-inquiry': 'Hizmet talebi',
    callback: 'Geri arama talebi',
    financing: 'Leasing veya kredi talebi',
  },
  cs: {
    contact: 'Kontaktní formulář',
    cooperation: 'Spolupráce',
    'help-centre': 'Centrum nápovědy',
    'service-inquiry': 'Poptávka služby',
    callback: 'Žádost o zavolání zpět',
    financing: 'Poptávka leasingu nebo úvěru',
  },
  de: {
    contact: 'Kontaktformular',
    cooperation: 'Zusammenarbeit',
    'help-centre': 'Hilfe-Center',
    'service-inquiry': 'Serviceanfrage',
    callback: 'Rückrufbitte',
    financing: 'Anfrage zu Leasing oder Ratenkredit',
  },
  fr: {
    contact: 'Formulaire de contact',
    cooperation: 'Coopération',
    'help-centre': 'Centre d’aide',
    'service-inquiry': 'Demande de service',
    callback: 'Demande de rappel',
    financing: 'Demande de leasing ou de crédit',
  },
  bg: {
    contact: 'Форма за контакт',
    cooperation: 'Сътрудничество',
    'help-centre': 'Център за помощ',
    'service-inquiry': 'Запитване за услуга',
    callback: 'Заявка за обратно обаждане',
    financing: 'Запитване за лизинг или кредит',
  },
  it: {
    contact: 'Modulo di contatto',
    cooperation: 'Collaborazione',
    'help-centre': 'Centro assistenza',
    'service-inquiry': 'Richiesta di servizio',
    callback: 'Richiesta di richiamata',
    financing: 'Richiesta di leasing o finanziamento',
  },
};

/** To staff; the lines of a detail the form has not (company, product, promise), and an absent message, are left out. */
export const staffTemplate = /* @__PURE__ */ mailTemplate({
  values: ['formName', 'fullName', 'email', 'phone', 'language', 'submittedAt', 'consentGivenAt'],
  optional: ['companyName', 'product', 'callback', 'financing', 'message'],
  fallback: [],
  texts: {
    pl: {
      subject: '{formName}: {fullName}',
      paragraphs: [
        [
          'Formularz: {formName}',
          'Imię i nazwisko: {fullName}',
          'Firma: {companyName}',
          'E-mail: {email}',
          'Telefon: {phone}',
          'Produkt: {product}',
          'Obiecany telefon: {callback}',
          'Finansowanie: {financing}',
          'Język klienta: {language}',
          'Wysłano: {submittedAt}',
          'Zgoda na przetwarzanie danych: {consentGivenAt}',
        ].join('\n'),
        'Wiadomość:\n{message}',
      ],
    },
  },
});

/** A callback's promise as staff read it. */
const promisedCall = (promise: CallbackPromise) =>
  promise.kind === 'within'
    ? `w ciągu ${promise.minutes} minut`
    : `${callbackDay(promise.date, 'pl')}, od ${promise.time}`;

type FinancingSubmission = Extract<StoredSubmission, { kind: 'financing' }>;

/**
 * "rata" by Polish plural rules: 1 rata, 24 raty, 36 rat. The rules are made on first use, not at the
 * consumer's start (the first Intl object of a process loads ICU's data: shared/shop-time.ts).
 */
let plural: Intl.PluralRules | undefined;
const instalmentsPl: Partial<Record<Intl.LDMLPluralRule, string>> = { one: 'rata', few: 'raty', many: 'rat' };
const instalmentsWordPl = (months: number): string => {
  plural ??= new Intl.PluralRules('pl');
  return instalmentsPl[plural.select(months)] ?? 'rat';
};

const plMoney = (amount: number, currency: Currency) => formatMoney({ amount, currency }, 'pl');

/**
 * A financing inquiry's choice as staff read it: the kind, term and value, and the option priced by the
 * calculator of the pages (shared/financing/) at the partner's terms of today.
 */
const chosenFinancing = ({ financing, currency, value, months }: FinancingSubmission): string => {
  const kind = financing === 'leasing' ? 'leasing, wartość netto' : 'kredyt ratalny, cena brutto';
  const chosen = `${kind} ${plMoney(value, currency)}, ${months} ${instalmentsWordPl(months)}`;
  const quote = financingQuote({ kind: financing, value, currency });
  const option = quote.status === 'offered' ? quote.options.find((o) => o.months === months) : undefined;
  if (!option) return chosen;
  return [
    chosen,
    `wpłata własna ${plMoney(option.initialPayment, currency)}`,
    `rata ${plMoney(option.monthly, currency)} (ostatnia ${plMoney(option.lastMonthly, currency)})`,
    `wykup ${plMoney(option.buyOut, currency)}`,
    `razem ${plMoney(option.total, currency)}`,
  ].join('; ');
};

export const staffMail = (staffEmail: string, submission: StoredSubmission, product?: string): Mail =>
  mailTo(staffEmail, staffTemplate, 'pl', {
    formName: formNames.pl[submission.kind],
    fullName: asOneLine(submission.fullName),
    email: asOneLine(submission.email),
    phone: asOneLine(submission.phone),
    language: submission.language,
    submittedAt: submission.submittedAt,
    consentGivenAt: submission.consentGivenAt,
    companyName:
      'companyName' in submission && submission.companyName ? asOneLine(submission.companyName) : undefined,
    product,
    callback: submission.callback ? promisedCall(submission.callback) : undefined,
    financing: submission.kind === 'financing' ? chosenFinancing(submission) : undefined,
    message: submission.message ? quoted(submission.message) : undefined,
  });

/**
 * The sender's confirmation in every language; a callback request's names its promise: within the
 * minutes, or (outside working hours) the day and time of the next opening.
 */
export const confirmationTemplate = /* @__PURE__ */ mailTemplate({
  values: ['formName'],
  optional: ['minutes', 'day', 'time', 'opens', 'closes'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Otrzymaliśmy Twoje zgłoszenie: {formName}',
      paragraphs: [
        'Dzień dobry,',
        'dziękujemy – otrzymaliśmy Twoje zgłoszenie ({formName}) i przekazaliśmy je naszemu zespołowi.',
        'Oddzwonimy w ciągu {minutes} minut.',
        'Jesteśmy teraz poza godzinami pracy ({opens}–{closes} w dni robocze). Zadzwonimy: {day}, od godziny {time}.',
        'Jeśli to nie Ty wysłałeś(-aś) to zgłoszenie, zignoruj tę wiadomość.',
      ],
    },
    en: {
      subject: 'We have received your request: {formName}',
      paragraphs: [
        'Hello,',
        'Thank you – we have received your request ({formName}) and passed it on to our team.',
        'We will call you back within {minutes} minutes.',
        'We are outside our working hours now ({opens}–{closes} on working days). We will call you on {day}, from {time}.',
        'If you did not send this request, please ignore this message.',
      ],
    },
    ru: {
      subject: 'Мы получили ваше обращение: {formName}',
      paragraphs: [
        'Здравствуйте!',
        'Спасибо! Мы получили ваше обращение ({formName}) и передали его нашей команде.',
        'Мы перезвоним вам в течение {minutes} минут.',
        'Сейчас нерабочее время (мы работаем с {opens} до {closes} в рабочие дни). Мы позвоним вам: {day}, с {time}.',
        'Если вы не отправляли это обращение, просто проигнорируйте это письмо.',
      ],
    },
    hu: {
      subject: 'Megkaptuk a megkeresését: {formName}',
      paragraphs: [
        'Tisztelt Ügyfelünk!',
        'Köszönjük! Megkaptuk a megkeresését ({formName}), és továbbítottuk a csapatunknak.',
        '{minutes} percen belül visszahívjuk.',
        'Jelenleg munkaidőn kívül vagyunk (munkanapokon {opens}–{closes}). Visszahívjuk: {day}, {time} órától.',
        'Ha nem Ön küldte ezt a megkeresést, hagyja figyelmen kívül ezt az üzenetet.',
      ],
    },
    es: {
      subject: 'Hemos recibido tu solicitud: {formName}',
      paragraphs: [
        'Hola:',
        'Gracias. Hemos recibido tu solicitud ({formName}) y la hemos enviado a nuestro equipo.',
        'Te llamaremos en un plazo de {minutes} minutos.',
        'Ahora estamos fuera de nuestro horario laboral ({opens}–{closes} en días laborables). Te llamaremos el {day}, a partir de las {time}.',
        'Si no has enviado esta solicitud, ignora este mensaje.',
      ],
    },
    tr: {
      subject: 'Talebinizi aldık: {formName}',
      paragraphs: [
        'Merhaba,',
        'Teşekkür ederiz. Talebinizi ({formName}) aldık ve ekibimize ilettik.',
        'Sizi {minutes} dakika içinde geri arayacağız.',
        'Şu anda çalışma saatlerimizin dışındayız (iş günleri {opens}–{closes}). Sizi arayacağımız zaman: {day}, saat {time} itibarıyla.',
        'Bu talebi siz göndermediyseniz bu mesajı dikkate almayın.',
      ],
    },
    cs: {
      subject: 'Obdrželi jsme váš požadavek: {formName}',
      paragraphs: [
        'Dobrý den,',
        'děkujeme. Obdrželi jsme váš požadavek ({formName}) a předali jsme ho našemu týmu.',
        'Zavoláme vám zpět do {minutes} minut.',
        'Nyní je mimo naši pracovní dobu ({opens}–{closes} v pracovní dny). Zavoláme vám: {day}, od {time}.',
        'Pokud jste tento požadavek neodeslali, tuto zprávu ignorujte.',
      ],
    },
    de: {
      subject: 'Wir haben Ihre Anfrage erhalten: {formName}',
      paragraphs: [
        'Guten Tag,',
        'vielen Dank – wir haben Ihre Anfrage ({formName}) erhalten und an unser Team weitergeleitet.',
        'Wir rufen Sie innerhalb von {minutes} Minuten zurück.',
        'Wir sind gerade außerhalb unserer Geschäftszeiten ({opens}–{closes} Uhr an Werktagen). Wir rufen Sie am {day} ab {time} Uhr an.',
        'Falls Sie diese Anfrage nicht gesendet haben, ignorieren Sie bitte diese Nachricht.',
      ],
    },
    fr: {
      subject: 'Nous avons bien reçu votre demande : {formName}',
      paragraphs: [
        'Bonjour,',
        'Merci : nous avons bien reçu votre demande ({formName}) et l’avons transmise à notre équipe.',
        'Nous vous rappellerons dans les {minutes} minutes.',
        'Nous sommes actuellement en dehors de nos heures d’ouverture ({opens}–{closes} les jours ouvrés). Nous vous appellerons le {day}, à partir de {time}.',
        'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message.',
      ],
    },
    bg: {
      subject: 'Получихме вашето запитване: {formName}',
      paragraphs: [
        'Здравейте,',
        'Благодарим ви! Получихме вашето запитване ({formName}) и го предадохме на нашия екип.',
        'Ще ви се обадим до {minutes} минути.',
        'В момента сме извън работното си време ({opens}–{closes} в работни дни). Ще ви се обадим: {day}, след {time} ч.',
        'Ако не сте изпратили това запитване, не обръщайте внимание на това съобщение.',
      ],
    },
    it: {
      subject: 'Abbiamo ricevuto la tua richiesta: {formName}',
      paragraphs: [
        'Buongiorno,',
        'grazie: abbiamo ricevuto la tua richiesta ({formName}) e l’abbiamo inoltrata al nostro team.',
        'Ti richiameremo entro {minutes} minuti.',
        'Al momento siamo fuori dal nostro orario di lavoro ({opens}–{closes} nei giorni lavorativi). Ti chiameremo {day}, dalle {time}.',
        'Se non hai inviato tu questa richiesta, ignora questo messaggio.',
      ],
    },
  },
});

/** The promise's values for the confirmation: its minutes, or its day (in the reader's language) and time. */
const promiseValues = (promise: CallbackPromise | undefined, language: Language) => {
  if (!promise) return {};
  if (promise.kind === 'within') return { minutes: String(promise.minutes) };
  const { opens, closes } = workingHours;
  return { day: callbackDay(promise.date, language), time: promise.time, opens, closes };
};

export const confirmationMail = ({ kind, email, language, callback }: StoredSubmission): Mail =>
  mailTo(email, confirmationTemplate, language, {
    formName: formNames[language][kind],
    ...promiseValues(callback, language),
  });
