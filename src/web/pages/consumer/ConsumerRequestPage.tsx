import type { ComponentProps, ComponentType } from 'react';
import { usePageMeta } from '../../lib/use-page-meta';
import { ConsumerFrame } from './ConsumerFrame';
import { useSignedInContact, type Contact } from './use-consumer-request';
import type { PageMeta } from '../../../shared/page-meta';

type ConsumerRequestPageProps = Omit<ComponentProps<typeof ConsumerFrame>, 'children'> & {
  meta: PageMeta;
  /** The button's request form, filled in with the signed-in person's name and e-mail. */
  form: ComponentType<{ contact: Contact }>;
};

/**
 * The page of a consumer-law button that takes a request: the frame around its form. The form
 * starts again with their data when the session check finds someone (signing in is never needed).
 */
export function ConsumerRequestPage({ meta, form: Form, ...frame }: ConsumerRequestPageProps) {
  usePageMeta(meta);
  const { key, contact } = useSignedInContact();
  return (
    <ConsumerFrame {...frame}>
      <Form key={key} contact={contact} />
    </ConsumerFrame>
  );
}
