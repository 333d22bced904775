import { HOME_META } from '../../../shared/page-meta/home';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { laterPart } from '../../components/layout/later-part';
import { usePageMeta } from '../../lib/use-page-meta';
import { HeroIllustration, HeroSection } from './HeroSection';
import { useArrivalScroll } from './use-arrival-scroll';

// Below the first screen: the server's markup is read while the hero is taken over.
const HomeSections = laterPart(() => import('./HomeSections'));
export const laterParts = [HeroIllustration, HomeSections];

/** The landing page: hero, features, about us, services and courses, testimonials, contact. */
export default function HomePage() {
  usePageMeta(HOME_META);
  useArrivalScroll();
  return (
    <>
      <HeroSection />
      <HydrateLater>
        <HomeSections />
      </HydrateLater>
    </>
  );
}
