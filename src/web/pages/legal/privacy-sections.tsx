import { BRAND } from '../../../shared/brand';
import { TextLink, textLinkClasses } from '../../components/ui/TextLink';
import { FirmEmailLink } from './FirmEmailLink';
import { LegalList, type LegalSection } from './LegalDocument';

export const PRIVACY_SECTIONS: LegalSection[] = [
  {
    id: 'datos-que-recopilamos',
    title: 'Datos que recopilamos',
    body: (
      <>
        <p>Solo pedimos los datos que necesitamos para prestarte el servicio:</p>
        <LegalList
          items={[
            <>
              <strong>Datos de la cuenta:</strong> nombre, apellido, nombre de usuario, correo
              electrónico y contraseña. La contraseña se guarda protegida con un algoritmo de hash,
              de modo que nadie del estudio puede conocerla.
            </>,
            <>
              <strong>Datos de compra y facturación:</strong> nombre, apellido, correo, DNI, país,
              provincia y localidad, el curso adquirido, el importe, la fecha y el estado del pago y
              el número de operación informado por MercadoPago. No recibimos los datos de tu
              tarjeta.
            </>,
            <>
              <strong>Progreso en los cursos:</strong> los módulos que completaste, para que puedas
              retomar donde dejaste.
            </>,
            <>
              <strong>Mensajes de contacto:</strong> el nombre, el correo y el texto que nos enviás
              desde el formulario.
            </>,
            <>
              <strong>Cookies técnicas:</strong> una cookie de sesión que mantiene tu cuenta
              iniciada y un registro en tu navegador que recuerda que aceptaste el aviso de cookies.
              No usamos cookies publicitarias.
            </>,
          ]}
        />
      </>
    ),
  },
  {
    id: 'para-que-los-usamos',
    title: 'Para qué usamos tus datos',
    body: (
      <>
        <LegalList
          items={[
            'Crear y administrar tu cuenta, verificar tu correo electrónico y ayudarte a recuperar la contraseña.',
            'Procesar tus compras, habilitarte el acceso a los cursos y emitir los comprobantes que exige la normativa impositiva.',
            'Guardar tu progreso en los cursos.',
            'Responder las consultas que nos envíes.',
            'Enviarte correos necesarios para el servicio, como códigos de verificación, confirmaciones de compra o cambios en estas políticas.',
            'Proteger el sitio y detectar usos indebidos, como el uso compartido de cuentas.',
          ]}
        />
        <p>
          No vendemos ni cedemos tus datos. Solo los compartimos con los proveedores que necesitamos
          para funcionar (procesamiento de pagos, alojamiento del sitio y envío de correos), que los
          tratan por cuenta nuestra, o cuando una autoridad competente lo requiera conforme a la
          ley.
        </p>
        <p>
          Conservamos tus datos mientras tu cuenta esté activa. Si la eliminás, borramos los datos
          de la cuenta, salvo los de compras y facturación, que debemos conservar durante los plazos
          que fijan las normas contables e impositivas (ver{' '}
          <a href="#baja-y-supresion" className={textLinkClasses}>
            Baja de la cuenta y supresión de tus datos
          </a>
          ).
        </p>
      </>
    ),
  },
  {
    id: 'baja-y-supresion',
    title: 'Baja de la cuenta y supresión de tus datos',
    body: (
      <>
        <p>
          Podés pedir en cualquier momento que eliminemos tus datos con el{' '}
          <TextLink to="/baja">Botón de Baja</TextLink>, que está en la página de inicio y al pie de
          todas las páginas, sin necesidad de iniciar sesión. Indicás tu nombre y el correo de tu
          cuenta, y recibís un código de pedido en pantalla y por correo. Para que nadie pueda
          borrar una cuenta ajena, te enviamos a ese correo un enlace para confirmar la baja, que
          vence a las 48 horas.
        </p>
        <p>Cuando la confirmás:</p>
        <LegalList
          items={[
            'eliminamos tu cuenta (nombre, usuario, correo y contraseña), tus cursos y tu progreso;',
            'borramos tu nombre y tu DNI de los certificados que obtuviste: siguen siendo válidos y su página pública dice que su titular cerró la cuenta, sin nombrarlo. Del DNI guardamos solo una huella cifrada (un hash con sal), para que quien tenga el certificado impreso pueda confirmar que es tuyo escribiendo el DNI que figura en él;',
            'dejamos de enviarte correos y cualquier otra comunicación;',
            'cerramos la sesión que tengas iniciada.',
          ]}
        />
        <p>
          Lo que no podemos borrar es el registro de tus compras: los datos de compra y facturación
          (nombre, documento, correo, curso, importe, fecha y número de operación) y las facturas y
          notas de crédito emitidas se conservan, ya sin vínculo con ninguna cuenta, durante el
          plazo que exigen la Ley 11.683 de Procedimiento Tributario y las normas de ARCA sobre
          conservación de comprobantes. También guardamos el registro de tus pedidos de
          arrepentimiento y de baja, con su código, como constancia de que los atendimos.
        </p>
      </>
    ),
  },
  {
    id: 'enlaces-a-otros-sitios',
    title: 'Enlaces a otros sitios',
    body: (
      <p>
        El sitio incluye videos de YouTube, el pago se realiza en MercadoPago y ofrecemos enlaces a
        nuestro perfil de Instagram y a WhatsApp. Cada uno de esos servicios tiene sus propias
        políticas de privacidad y de cookies, que no controlamos. Te recomendamos leerlas antes de
        usarlos: {BRAND.name} no se responsabiliza por el tratamiento que hagan de tus datos.
      </p>
    ),
  },
  {
    id: 'informacion-legal',
    title: 'Información legal',
    body: (
      <>
        <p>
          {BRAND.name}, con domicilio en {BRAND.city}, es responsable de la base de datos en la que
          se registra tu información, que tratamos conforme a la Ley 25.326 de Protección de los
          Datos Personales y su reglamentación.
        </p>
        <p>
          Podés ejercer en cualquier momento tus derechos de acceso, rectificación, actualización y
          supresión escribiendo a <FirmEmailLink /> desde el correo de tu cuenta. Respondemos los
          pedidos de acceso dentro de los diez días corridos y los de rectificación, actualización o
          supresión dentro de los cinco días hábiles. También podés eliminar tu cuenta desde la
          sección «Cuenta» del sitio o con el <TextLink to="/baja">Botón de Baja</TextLink>.
        </p>
        <p className="rounded-lg border-l-4 border-brand-300 bg-slate-50 p-4 text-sm">
          El titular de los datos personales tiene la facultad de ejercer el derecho de acceso a los
          mismos en forma gratuita a intervalos no inferiores a seis meses, salvo que se acredite un
          interés legítimo al efecto conforme lo establecido en el artículo 14, inciso 3 de la Ley
          N° 25.326. La Agencia de Acceso a la Información Pública, en su carácter de Órgano de
          Control de la Ley N° 25.326, tiene la atribución de atender las denuncias y reclamos que
          interpongan quienes resulten afectados en sus derechos por incumplimiento de las normas
          vigentes en materia de protección de datos personales.
        </p>
      </>
    ),
  },
  {
    id: 'contacto',
    title: 'Contacto',
    body: (
      <p>
        Si tenés preguntas sobre esta política o sobre el uso de tus datos, escribinos a{' '}
        <FirmEmailLink />. Te respondemos a la brevedad.
      </p>
    ),
  },
  {
    id: 'actualizaciones',
    title: 'Actualizaciones de esta política',
    body: (
      <p>
        Podemos actualizar esta política para reflejar cambios en el sitio o en la normativa. La
        versión vigente es siempre la publicada en esta página, con la fecha de su última
        actualización al comienzo. Si los cambios son importantes, te avisaremos por correo
        electrónico.
      </p>
    ),
  },
];
