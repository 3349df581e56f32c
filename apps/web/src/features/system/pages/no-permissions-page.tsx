import { routeByName } from '@employee-portal/core/routes/route-table';
import { MessagePage } from '../components/message-page.tsx';

export default function NoPermissionsPage() {
  return (
    <MessagePage
      title={routeByName('no_premissions').title}
      text="Your account does not have permission to open that page. Ask your organization's owner if you need it."
    />
  );
}
