// Spec: a script that has not started the app within 120 s shows a retry instead of a blank page.
// A file of its own, not an inline script, so the Content-Security-Policy allows only our origin's scripts.
setTimeout(() => {
  if (window.shopStarted) return;
  var note = document.createElement('p');
  note.setAttribute('role', 'alert');
  note.className = 'boot-timeout';
  note.textContent =
    document.body.getAttribute('data-timeout-message') || 'Nie udało się wczytać strony. Odśwież ją.';
  document.body.prepend(note);
}, 120000);
