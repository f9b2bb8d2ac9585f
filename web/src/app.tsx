import { NewsletterForm } from './features/newsletter/newsletter-form';

/** The home page; the full shell (routes, languages, currencies) grows around it. */
export const App = () => (
  <>
    <header className="header">
      <a className="brand" href="/">
        Sklep
      </a>
    </header>
    <main className="main">
      <h1>Licencje Microsoft 365, sprzęt i usługi IT</h1>
      <p>
        Microsoft 365 i Office w abonamencie miesięcznym lub rocznym, laptopy i komputery, urządzenia w
        abonamencie oraz usługi IT.
      </p>
      <NewsletterForm />
    </main>
  </>
);
