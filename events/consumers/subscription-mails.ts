import { mailTemplate } from '#functions/lib/mail-templates';

// The mails of Microsoft 365 subscriptions: provisioning finally failed (what happened, that the
// payment is kept, the link to choose the account again and retry, and that cancelling it there gives
// back all it cost), and the renewal offered before the term ends (the sales opportunity, with the
// invoice's renewal link).

export const provisioningFailedTemplate = /* @__PURE__ */ mailTemplate({
  values: ['name', 'link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Nie udało się uruchomić subskrypcji {name}',
      paragraphs: [
        'Microsoft nie uruchomił subskrypcji {name} na wybranym koncie Microsoft 365. Twoja płatność jest bezpieczna i pozostaje przypisana do subskrypcji.',
        'Wybierz konto ponownie i spróbuj jeszcze raz, a jeśli problem się powtórzy, skontaktuj się z nami:\n{link}',
        'Jeśli wolisz zrezygnować, na tej samej stronie anulujesz subskrypcję, a my zwrócimy całą zapłaconą kwotę.',
      ],
    },
    en: {
      subject: 'Your subscription {name} could not be set up',
      paragraphs: [
        'Microsoft did not set up your subscription {name} in the Microsoft 365 account you chose. Your payment is safe and stays with the subscription.',
        'Choose the account again and retry; if it happens again, contact us:\n{link}',
        'If you would rather not have it, cancel the subscription on the same page and we refund all you paid.',
      ],
    },
    ru: {
      subject: 'Не удалось активировать подписку {name}',
      paragraphs: [
        'Microsoft не активировала подписку {name} в выбранной учётной записи Microsoft 365. Ваш платёж в сохранности и остаётся закреплённым за подпиской.',
        'Выберите учётную запись ещё раз и повторите попытку; если ошибка повторится, свяжитесь с нами:\n{link}',
        'Если вы передумали, отмените подписку на той же странице, и мы вернём всю уплаченную сумму.',
      ],
    },
    hu: {
      subject: 'A(z) {name} előfizetést nem sikerült beállítani',
      paragraphs: [
        'A Microsoft nem állította be a(z) {name} előfizetést a kiválasztott Microsoft 365-fiókban. A befizetése biztonságban van, és az előfizetéshez rendelve marad.',
        'Válassza ki újra a fiókot, és próbálja meg újra; ha a hiba ismétlődik, lépjen kapcsolatba velünk:\n{link}',
        'Ha inkább lemondana róla, ugyanazon az oldalon lemondhatja az előfizetést, és a teljes kifizetett összeget visszatérítjük.',
      ],
    },
    es: {
      subject: 'No se ha podido activar la suscripción {name}',
      paragraphs: [
        'Microsoft no ha activado la suscripción {name} en la cuenta de Microsoft 365 que elegiste. Tu pago está a salvo y sigue asignado a la suscripción.',
        'Vuelve a elegir la cuenta e inténtalo de nuevo; si vuelve a ocurrir, contacta con nosotros:\n{link}',
        'Si prefiere no continuar, cancele la suscripción en la misma página y le reembolsaremos todo lo pagado.',
      ],
    },
    tr: {
      subject: '{name} aboneliği kurulamadı',
      paragraphs: [
        'Microsoft, {name} aboneliğini seçtiğiniz Microsoft 365 hesabında kuramadı. Ödemeniz güvende ve aboneliğe bağlı kalıyor.',
        'Hesabı yeniden seçip tekrar deneyin; sorun tekrarlanırsa bizimle iletişime geçin:\n{link}',
        'Vazgeçmeyi tercih ederseniz aboneliği aynı sayfadan iptal edin; ödediğiniz tutarın tamamını iade ederiz.',
      ],
    },
    cs: {
      subject: 'Předplatné {name} se nepodařilo zřídit',
      paragraphs: [
        'Microsoft nezřídil předplatné {name} ve vybraném účtu Microsoft 365. Vaše platba je v bezpečí a zůstává přiřazena k předplatnému.',
        'Vyberte účet znovu a zkuste to ještě jednou; pokud se chyba zopakuje, kontaktujte nás:\n{link}',
        'Pokud o předplatné už nestojíte, zrušte ho na stejné stránce a vrátíme vám celou zaplacenou částku.',
      ],
    },
    de: {
      subject: 'Ihr Abonnement {name} konnte nicht eingerichtet werden',
      paragraphs: [
        'Microsoft hat Ihr Abonnement {name} im gewählten Microsoft 365-Konto nicht eingerichtet. Ihre Zahlung ist sicher und bleibt dem Abonnement zugeordnet.',
        'Wählen Sie das Konto erneut und versuchen Sie es noch einmal; tritt der Fehler wieder auf, kontaktieren Sie uns:\n{link}',
        'Wenn Sie es lieber nicht möchten, kündigen Sie das Abonnement auf derselben Seite, und wir erstatten den vollen bezahlten Betrag.',
      ],
    },
    fr: {
      subject: 'Votre abonnement {name} n’a pas pu être activé',
      paragraphs: [
        'Microsoft n’a pas activé votre abonnement {name} dans le compte Microsoft 365 choisi. Votre paiement est en sécurité et reste attaché à l’abonnement.',
        'Choisissez à nouveau le compte et réessayez ; si le problème se reproduit, contactez-nous :\n{link}',
        'Si vous préférez y renoncer, annulez l’abonnement sur la même page et nous vous remboursons la totalité.',
      ],
    },
    bg: {
      subject: 'Абонаментът {name} не можа да бъде активиран',
      paragraphs: [
        'Microsoft не активира абонамента {name} в избрания акаунт в Microsoft 365. Плащането ви е защитено и остава към абонамента.',
        'Изберете акаунта отново и опитайте пак; ако проблемът се повтори, свържете се с нас:\n{link}',
        'Ако предпочитате да се откажете, анулирайте абонамента на същата страница и ще върнем цялата платена сума.',
      ],
    },
    it: {
      subject: 'Non è stato possibile attivare l’abbonamento {name}',
      paragraphs: [
        'Microsoft non ha attivato l’abbonamento {name} nell’account Microsoft 365 scelto. Il tuo pagamento è al sicuro e resta associato all’abbonamento.',
        'Scegli di nuovo l’account e riprova; se il problema si ripete, contattaci:\n{link}',
        'Se preferisci rinunciare, annulla l’abbonamento nella stessa pagina e ti rimborsiamo l’intero importo pagato.',
      ],
    },
  },
});

export const renewalOfferTemplate = /* @__PURE__ */ mailTemplate({
  values: ['names', 'date', 'link'],
  fallback: ['en'],
  texts: {
    pl: {
      subject: 'Twoja subskrypcja Microsoft 365 kończy się {date}',
      paragraphs: [
        'Subskrypcje: {names} nie odnowią się automatycznie i wygasną {date}. Po tej dacie licencje przestaną działać.',
        'Odnów je teraz i opłać kolejny okres, wybierając liczbę licencji:\n{link}',
      ],
    },
    en: {
      subject: 'Your Microsoft 365 subscription ends on {date}',
      paragraphs: [
        'These subscriptions will not renew by themselves and end on {date}: {names}. After that day their licences stop working.',
        'Renew them now and pay the next term, choosing the number of licences:\n{link}',
      ],
    },
    ru: {
      subject: 'Ваша подписка Microsoft 365 заканчивается {date}',
      paragraphs: [
        'Эти подписки не продлятся автоматически и закончатся {date}: {names}. После этой даты лицензии перестанут работать.',
        'Продлите их сейчас и оплатите следующий период, выбрав число лицензий:\n{link}',
      ],
    },
    hu: {
      subject: 'Microsoft 365-előfizetése {date} napon lejár',
      paragraphs: [
        'Ezek az előfizetések nem újulnak meg automatikusan, és {date} napon lejárnak: {names}. Ezután a licencek nem működnek.',
        'Újítsa meg őket most, és fizesse ki a következő időszakot a licencek számának megválasztásával:\n{link}',
      ],
    },
    es: {
      subject: 'Su suscripción de Microsoft 365 termina el {date}',
      paragraphs: [
        'Estas suscripciones no se renovarán solas y terminan el {date}: {names}. Después de esa fecha sus licencias dejarán de funcionar.',
        'Renuévelas ahora y pague el siguiente periodo eligiendo el número de licencias:\n{link}',
      ],
    },
    tr: {
      subject: 'Microsoft 365 aboneliğiniz {date} tarihinde sona eriyor',
      paragraphs: [
        'Bu abonelikler kendiliğinden yenilenmeyecek ve {date} tarihinde sona erecek: {names}. Bu tarihten sonra lisansları çalışmayı durdurur.',
        'Lisans sayısını seçerek şimdi yenileyin ve bir sonraki dönemi ödeyin:\n{link}',
      ],
    },
    cs: {
      subject: 'Vaše předplatné Microsoft 365 končí {date}',
      paragraphs: [
        'Tato předplatná se sama neprodlouží a skončí {date}: {names}. Po tomto dni přestanou licence fungovat.',
        'Prodlužte je hned a zaplaťte další období, počet licencí si zvolíte:\n{link}',
      ],
    },
    de: {
      subject: 'Ihr Microsoft 365-Abonnement endet am {date}',
      paragraphs: [
        'Diese Abonnements verlängern sich nicht von selbst und enden am {date}: {names}. Danach funktionieren ihre Lizenzen nicht mehr.',
        'Verlängern Sie sie jetzt und bezahlen Sie die nächste Laufzeit, mit der Lizenzanzahl Ihrer Wahl:\n{link}',
      ],
    },
    fr: {
      subject: 'Votre abonnement Microsoft 365 se termine le {date}',
      paragraphs: [
        'Ces abonnements ne se renouvelleront pas d’eux-mêmes et se terminent le {date} : {names}. Après cette date, leurs licences cesseront de fonctionner.',
        'Renouvelez-les maintenant et payez la période suivante en choisissant le nombre de licences :\n{link}',
      ],
    },
    bg: {
      subject: 'Абонаментът ви за Microsoft 365 изтича на {date}',
      paragraphs: [
        'Тези абонаменти няма да се подновят сами и изтичат на {date}: {names}. След тази дата лицензите им спират да работят.',
        'Подновете ги сега и платете следващия период, като изберете броя лицензи:\n{link}',
      ],
    },
    it: {
      subject: 'Il tuo abbonamento Microsoft 365 termina il {date}',
      paragraphs: [
        'Questi abbonamenti non si rinnoveranno da soli e terminano il {date}: {names}. Dopo quella data le loro licenze smetteranno di funzionare.',
        'Rinnovali ora e paga il periodo successivo scegliendo il numero di licenze:\n{link}',
      ],
    },
  },
});
