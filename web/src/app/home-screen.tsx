import type { HomeContent } from '#shared/content/home';
import { NewsletterForm } from '../features/newsletter/newsletter-form';
import { HomePage } from '../features/pages/home-page';

/** The home page with its newsletter sign-up (two features the app puts together): one chunk of its own (screens.tsx). */
export const HomeScreen = ({ initial }: { initial: HomeContent | undefined }) => (
  <HomePage initial={initial} newsletter={<NewsletterForm />} />
);
