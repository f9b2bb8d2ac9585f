import { mailTemplate } from '#functions/lib/mail-templates';

// The mail of a Microsoft 365 subscription whose provisioning finally failed (issue 15 part 3): what
// happened, that the payment is kept, the link to choose the account again and retry, and that
// cancelling it there gives back all it cost.

export const provisioningFailedTemplate = mailTemplate({
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
