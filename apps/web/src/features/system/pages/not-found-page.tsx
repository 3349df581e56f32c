import { routeByName } from '@employee-portal/core/routes/route-table';
import { MessagePage } from '../components/message-page.tsx';

export default function NotFoundPage() {
  return (
    <MessagePage
      title={routeByName('not_found').title}
      text="There is no page at this address. It may have moved, or the link may be mistyped."
    />
  );
}
