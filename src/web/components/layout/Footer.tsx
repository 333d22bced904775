import { Link } from '../../navigation/Link';
import { BRAND } from '../../../shared/brand';
import { ConsumerLinks } from './ConsumerLinks';
import { DataFiscalBadge, FooterContact } from './FooterContact';
import { Logo } from './Logo';

export default function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="render-when-visible bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-3">
        <div className="flex flex-col gap-4">
          <Logo inverted />
          <p className="text-sm">{BRAND.tagline}.</p>
          <p className="text-sm">{BRAND.city}</p>
        </div>
        <div>
          <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
            Contacto
          </h2>
          <FooterContact />
        </div>
        <div className="flex flex-col gap-4">
          <div>
            <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">
              Legales
            </h2>
            <ul className="flex flex-col gap-2 text-sm">
              <li>
                <Link to="/terms-and-conditions" className="hover:text-white">
                  Términos y condiciones
                </Link>
              </li>
              <li>
                <Link to="/privacy-policy" className="hover:text-white">
                  Política de privacidad
                </Link>
              </li>
            </ul>
            <div className="mt-3 flex flex-col items-start gap-2 text-sm">
              <ConsumerLinks
                className="inline-flex items-center gap-2 rounded-md border border-accent-300/70 px-3 py-1.5 font-semibold text-white hover:bg-white/10"
                iconClassName="size-4 text-accent-300"
              />
            </div>
          </div>
          <DataFiscalBadge />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-5 text-xs sm:flex-row sm:justify-between sm:px-6">
          <p>
            © {year} {BRAND.name}. Todos los derechos reservados.
          </p>
          <p>{BRAND.providerCredit.label}</p>
        </div>
      </div>
    </footer>
  );
}
