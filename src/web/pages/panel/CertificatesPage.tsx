import { useState } from 'react';
import type { AdminCertificate } from '../../../shared/responses/certificates';
import { useAdminCertificates } from '../../api/admin-certificates';
import { CertificateList } from './certificates/CertificateList';
import { RevokeDialog } from './certificates/RevokeDialog';
import { PanelList } from './PanelList';
import { PanelPage } from './PanelPage';
import { useListParams } from './use-list-params';

const FILTER_OPTIONS = [
  { value: '', label: 'Todos' },
  { value: 'live', label: 'Válidos' },
  { value: 'revoked', label: 'Revocados' },
];

/** /panel/certificates: every certificate issued, searched and revoked with a reason. */
export default function CertificatesPage() {
  const list = useListParams(FILTER_OPTIONS);
  const certificates = useAdminCertificates(list.query);
  const [revoking, setRevoking] = useState<AdminCertificate | null>(null);

  return (
    <PanelPage>
      <PanelList
        list={list}
        filterLabel="Estado"
        filterOptions={FILTER_OPTIONS}
        searchLabel="Buscar certificado"
        searchHint="Nombre, DNI o código"
        results={certificates}
        errorMessage="Ocurrió un error al obtener los certificados. Intente de nuevo más tarde."
        noun={['certificado', 'certificados']}
      >
        {(items) => <CertificateList certificates={items} onRevoke={setRevoking} />}
      </PanelList>
      <RevokeDialog certificate={revoking} onClose={() => setRevoking(null)} />
    </PanelPage>
  );
}
