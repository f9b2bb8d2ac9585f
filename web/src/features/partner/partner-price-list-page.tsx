import { PartnerPriceList } from '../../components/partner-price-list';
import { ownPriceListPath } from '../../lib/partners/price-list-api';

/** `/partner/cennik/`: the partner's own price list. */
export const PartnerPriceListPage = () => <PartnerPriceList path={ownPriceListPath} />;
