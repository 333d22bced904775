import { Download } from 'lucide';
import { buttonClasses } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';

/** 'Descargar CSV' of one report; `of` tells screen readers which ('de los ingresos por mes'). */
export function CsvLink({ href, of }: { href: string; of: string }) {
  return (
    <a href={href} download className={buttonClasses('outline', undefined, 'sm')}>
      <Icon node={Download} className="size-4" aria-hidden="true" />
      Descargar CSV<span className="sr-only"> {of}</span>
    </a>
  );
}
