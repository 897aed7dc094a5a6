/** `/home`: the visitor's dashboard or the customer's (spec §2). */
import { useSession } from '../features/auth/api/session.ts';
import { lazyDefault } from '../lib/early-module.ts';
import { homeParts } from './page-modules.ts';

const VisitorHome = lazyDefault(homeParts.visitorHome);
const CustomerHome = lazyDefault(homeParts.customerHome);

export default function HomePage() {
  const { user } = useSession();
  return user ? <CustomerHome /> : <VisitorHome />;
}
