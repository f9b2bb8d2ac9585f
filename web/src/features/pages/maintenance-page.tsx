import { defaultMaintenance, type MaintenanceSettings } from '#shared/settings';
import { MessagePage } from '../../components/message-page';

export const MaintenancePage = ({
  maintenance = defaultMaintenance,
}: {
  maintenance?: MaintenanceSettings;
}) => <MessagePage title="page.maintenance.title" text="page.maintenance.text" values={maintenance.window} />;
