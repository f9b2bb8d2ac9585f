import type { HomeContent } from '#shared/content/home';
import { NewsletterForm } from '../newsletter/newsletter-form';
import { HomePage } from './home-page';

/** The home page with its newsletter sign-up: one chunk of its own (web/src/app/screens.tsx). */
export const HomeScreen = ({ initial }: { initial: HomeContent | undefined }) => (
  <HomePage initial={initial} newsletter={<NewsletterForm />} />
);
