import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { addRecentlyViewed } from '#shared/catalogue/recently-viewed';
import { CardGrid } from '../../components/card';
import { useStored } from '../../lib/browser-store';
import { useProduct } from '../../lib/catalogue-reads';
import { useCustomer } from '../../lib/session/use-customer';
import { userSettingsStore } from '../../lib/user-settings-store';
import { ProductCard } from './product-card';

/**
 * Records a product page view in the visitor's settings (newest first, no duplicates, at most 8):
 * in the browser, and for a signed-in customer in the account too.
 */
export const useRecordView = (id: string | undefined) => {
  const { signedIn } = useCustomer();
  useEffect(() => {
    if (!id) return;
    const settings = userSettingsStore.read();
    userSettingsStore.write({ ...settings, recentlyViewed: addRecentlyViewed(settings.recentlyViewed, id) });
    if (signedIn)
      void import('../../lib/session/settings-sync').then((sync) =>
        sync.saveSettings().catch(() => undefined),
      );
  }, [id, signedIn]);
};

/** One viewed product, loaded by id; one no longer sold drops out silently. */
const RecentCard = ({ id }: { id: string }) => {
  const { data } = useProduct(id);
  return data ? <ProductCard item={data} level={3} /> : null;
};

/** "Recently viewed": the visitor's last products, the current one left out. */
export const RecentlyViewed = ({ exclude }: { exclude: string }) => {
  const ids = useStored(userSettingsStore).recentlyViewed.filter((id) => id !== exclude);
  if (ids.length === 0) return null;
  return (
    <section className="recently-viewed" aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">
        <FormattedMessage id="catalogue.recentlyViewed" />
      </h2>
      <CardGrid>
        {ids.map((id) => (
          <RecentCard key={id} id={id} />
        ))}
      </CardGrid>
    </section>
  );
};
