/** `/…/:code` of a certificate, as printed or typed (lower case and dashes are accepted). */
export { CertificateCodeParams as CertificateParams } from '../../../shared/contracts/certificates';
