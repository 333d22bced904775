import { SERVICES_META } from '../../../shared/page-meta/services';
import { ContactSection } from '../../components/contact/ContactSection';
import { usePageMeta } from '../../lib/use-page-meta';
import { ServiceGroupSection } from './ServiceGroupSection';
import { ServicesBanner } from './ServicesBanner';
import { SERVICE_GROUPS } from './services-data';

export default function ServicesPage() {
  usePageMeta(SERVICES_META);
  return (
    <>
      <ServicesBanner />
      {SERVICE_GROUPS.map((group, index) => (
        <ServiceGroupSection key={group.id} group={group} tinted={index % 2 === 1} />
      ))}
      <ContactSection />
    </>
  );
}
