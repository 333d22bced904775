import { ContactSection } from '../../components/contact/ContactSection';
import { HydrateLater } from '../../components/layout/HydrateLater';
import { AboutSection } from './AboutSection';
import { FeaturesSection } from './FeaturesSection';
import { ServicesSection } from './ServicesSection';
import { TestimonialsSection } from './TestimonialsSection';

/** The home page below the hero; each section is taken over on its own, in short slices. */
export default function HomeSections() {
  return (
    <>
      <HydrateLater>
        <FeaturesSection />
      </HydrateLater>
      <HydrateLater>
        <AboutSection />
      </HydrateLater>
      <HydrateLater>
        <ServicesSection />
      </HydrateLater>
      <HydrateLater>
        <TestimonialsSection />
      </HydrateLater>
      <HydrateLater>
        <ContactSection />
      </HydrateLater>
    </>
  );
}
