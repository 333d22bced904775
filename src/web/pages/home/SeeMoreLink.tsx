import { ArrowRight } from 'lucide';
import type { ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { buttonClasses } from '../../components/ui/Button';
import { Icon } from '../../components/ui/Icon';

type SeeMoreLinkProps = {
  to: string;
  /** 'accent' on the navy courses box, 'outline' on white. */
  variant: 'accent' | 'outline';
  children: ReactNode;
};

/** The centred button under a home section's cards, to the page with all of them. */
export function SeeMoreLink({ to, variant, children }: SeeMoreLinkProps) {
  return (
    <div className="mt-10 flex justify-center">
      <Link to={to} className={buttonClasses(variant)}>
        {children}
        <Icon node={ArrowRight} className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
