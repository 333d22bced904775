import { BRAND } from '../../../shared/brand';
import { SUBSTANTIAL_USE_PERCENT } from '../../../shared/consumer-rules';
import { TextLink } from '../../components/ui/TextLink';
import { FirmEmailLink } from './FirmEmailLink';
import { LegalList, type LegalSection } from './LegalDocument';

export const TERMS_SECTIONS: LegalSection[] = [
  {
    id: 'licencia-y-derechos-de-autor',
    title: 'Licencia y derechos de autor',
    body: (
      <>
        <p>
          Todos los contenidos del sitio y de los cursos (videos, textos, planillas de cálculo,
          ejercicios, guías y demás materiales) pertenecen a {BRAND.name} o se utilizan con
          autorización de sus titulares, y están protegidos por la Ley 11.723 de Propiedad
          Intelectual.
        </p>
        <p>
          Al comprar un curso obtenés una licencia de uso personal, intransferible y no exclusiva,
          que te permite acceder a su contenido desde tu cuenta para tu propia formación. La compra
          no te transfiere la propiedad de los contenidos. En particular, no está permitido:
        </p>
        <LegalList
          items={[
            'compartir tu cuenta o tus datos de acceso con otras personas;',
            'descargar, grabar o capturar los videos por cualquier medio;',
            'copiar, revender, redistribuir o publicar los videos o los materiales, en forma total o parcial, con o sin fines de lucro;',
            'utilizar los contenidos para dictar cursos o capacitaciones a terceros.',
          ]}
        />
        <p>
          Si detectamos una violación de los derechos de autor o un uso de la cuenta contrario a
          estos términos, podremos revocar en forma permanente el acceso a los cursos adquiridos,
          sin derecho a reembolso, y bloquear la posibilidad de realizar compras futuras, sin
          perjuicio de las acciones legales que correspondan.
        </p>
      </>
    ),
  },
  {
    id: 'pagos',
    title: 'Pagos',
    body: (
      <>
        <p>
          Los precios de los cursos están expresados en pesos argentinos (ARS) y son los publicados
          en el sitio al momento de la compra. Podemos modificarlos en cualquier momento, pero los
          cambios no afectan a las compras ya realizadas.
        </p>
        <p>
          Los pagos se procesan a través de MercadoPago, con los medios que esa plataforma tenga
          habilitados. {BRAND.name} no recibe ni almacena los datos de tus tarjetas. Las cuotas,
          intereses o recargos que pudieran aplicarse dependen de MercadoPago y de la entidad
          emisora de tu medio de pago.
        </p>
        <p>
          El acceso al curso se habilita una vez que MercadoPago aprueba el pago. La acreditación
          puede demorar: los pagos con tarjeta suelen aprobarse en pocos minutos, mientras que otros
          medios pueden tardar hasta 48 horas hábiles. Si pasado ese plazo no ves el curso en «Mis
          cursos», escribinos a <FirmEmailLink /> indicando el número de operación.
        </p>
        <p>
          Para comprar necesitás una cuenta con el correo electrónico verificado. Los datos que
          ingresás al comprar deben ser verdaderos, porque los usamos para emitir el comprobante
          correspondiente.
        </p>
      </>
    ),
  },
  {
    id: 'derecho-de-revocacion',
    title: 'Derecho de revocación (Botón de Arrepentimiento)',
    body: (
      <>
        <p>
          Podés revocar la compra de un curso dentro de los diez días corridos desde que la hiciste,
          sin expresar motivos y sin ningún costo, como lo establecen el artículo 34 de la Ley
          24.240 de Defensa del Consumidor y la Disposición 954/2025 de la Secretaría de Industria y
          Comercio. El plazo termina al final del décimo día corrido posterior al de la compra, en
          hora de la Argentina: si compraste el 3 de marzo, podés revocarla hasta el 13 de marzo
          inclusive.
        </p>
        <p>
          Para hacerlo, usá el <TextLink to="/arrepentimiento">Botón de Arrepentimiento</TextLink>,
          que está en la página de inicio y al pie de todas las páginas del sitio, o desde tu
          Historial de compras si iniciaste sesión. No necesitás una cuenta ni iniciar sesión:
          alcanza con tu nombre y el correo con el que compraste. Apenas enviás el pedido recibís un
          código de solicitud, y a ese correo te enviamos un enlace (vence en 48 horas) para elegir
          la compra y confirmar el arrepentimiento. Así nos aseguramos de que el pedido es tuyo:
          nadie puede cancelar tu compra con solo saber tu correo.
        </p>
        <p>Si confirmás dentro del plazo:</p>
        <LegalList
          items={[
            'te reintegramos el total pagado, al mismo medio de pago que usaste; el tiempo en que se ve reflejado depende de MercadoPago y de la entidad emisora de tu medio de pago;',
            'el curso deja de estar disponible en tu cuenta;',
            'si la compra tenía factura electrónica, emitimos la nota de crédito que la anula.',
          ]}
        />
        <p>
          El Código Civil y Comercial (artículo 1116) permite excluir del derecho de revocación el
          contenido digital que ya fue reproducido. Por eso, si ya usaste más del{' '}
          {SUBSTANTIAL_USE_PERCENT} % del curso (lo que viste de sus videos, los materiales que
          descargaste o las evaluaciones que rendiste) o ya tenés su certificado, una persona del
          estudio revisa el pedido antes del reintegro y te comunica la decisión, con su motivo, por
          correo electrónico. Mientras tanto, el curso sigue en tu cuenta.
        </p>
        <p>
          Si el pedido no corresponde, por ejemplo porque el plazo ya venció o no encontramos
          compras con ese correo, el mensaje que te enviamos te explica el motivo. Si creés que hay
          un error, escribinos a <FirmEmailLink /> citando el código de solicitud.
        </p>
      </>
    ),
  },
  {
    id: 'sin-reembolsos',
    title: 'Sin reembolsos por arrepentimiento o error fuera del plazo legal',
    body: (
      <>
        <p>
          Por tratarse de contenido digital de acceso inmediato,{' '}
          <strong>
            una vez vencido el plazo de revocación de diez días corridos no realizamos reembolsos
          </strong>
          , ni totales ni parciales. Esto incluye los casos en que cambies de opinión, ya no
          necesites el curso o lo hayas comprado por error, por ejemplo al elegir un curso distinto
          del que buscabas. Antes de comprar, te recomendamos leer la descripción y el temario, y
          consultarnos cualquier duda.
        </p>
        <p>
          Dentro de ese plazo, en cambio, podés revocar la compra como se explica en la sección
          anterior.
        </p>
        <p>
          Nada de lo anterior limita los derechos irrenunciables que te reconoce la normativa de
          defensa del consumidor. Si se te cobró dos veces el mismo curso o, por un problema de
          nuestra parte, no pudimos habilitarte el acceso, escribinos a <FirmEmailLink /> y lo
          resolvemos, incluida la devolución de lo cobrado de más.
        </p>
      </>
    ),
  },
  {
    id: 'boton-de-baja',
    title: 'Baja de la cuenta (Botón de Baja)',
    body: (
      <>
        <p>
          Podés dar de baja tu cuenta y dejar de recibir nuestras comunicaciones en cualquier
          momento con el <TextLink to="/baja">Botón de Baja</TextLink>, que también está en la
          página de inicio y al pie de todas las páginas, sin necesidad de iniciar sesión. Indicás
          tu nombre y el correo de la cuenta, y recibís un código de pedido en pantalla y por
          correo.
        </p>
        <p>
          Para que nadie pueda cerrar una cuenta ajena, la baja se hace recién cuando la confirmás
          desde el enlace que te enviamos a ese correo, que vence a las 48 horas. Al confirmarla se
          eliminan tu cuenta, tus cursos y tu progreso, y dejamos de enviarte correos. Si tenés una
          compra dentro del plazo de revocación y querés la devolución, usá antes el{' '}
          <TextLink to="/arrepentimiento">Botón de Arrepentimiento</TextLink>: la baja de la cuenta
          no genera reembolsos.
        </p>
        <p>
          Los registros de tus compras y sus comprobantes se conservan sin la cuenta, como lo exige
          la normativa impositiva; los detalles están en la{' '}
          <TextLink to="/privacy-policy#baja-y-supresion">Política de privacidad</TextLink>. También
          podés eliminar tu cuenta desde la sección «Cuenta» del sitio.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilidad',
    title: 'Responsabilidad',
    body: (
      <>
        <p>
          Los cursos y los contenidos del sitio tienen fines educativos e informativos. No
          constituyen asesoramiento profesional personalizado ni reemplazan la consulta con un
          contador público que analice tu caso concreto. Si necesitás ese acompañamiento, podés
          conocer nuestros <TextLink to="/services">servicios profesionales</TextLink>.
        </p>
        <p>
          La normativa contable, impositiva y laboral argentina cambia con frecuencia: alícuotas,
          topes y categorías del monotributo, vencimientos y criterios de ARCA (ex AFIP) y de los
          fiscos provinciales. Procuramos mantener los cursos actualizados, pero algunos ejemplos
          pueden quedar desactualizados. Antes de tomar una decisión o presentar una declaración
          jurada, verificá la normativa vigente.
        </p>
        <p>
          {BRAND.name} no se responsabiliza por las decisiones que tomes ni por sus consecuencias,
          como multas o intereses, cuando apliques los contenidos sin asesoramiento profesional.
          Tampoco responde por interrupciones del sitio debidas a tareas de mantenimiento, fallas de
          conexión o de servicios de terceros, aunque hacemos lo posible para que esté siempre
          disponible.
        </p>
      </>
    ),
  },
  {
    id: 'actualizaciones',
    title: 'Actualizaciones de estos términos',
    body: (
      <>
        <p>
          Podemos modificar estos términos para reflejar cambios en los cursos, en los medios de
          pago o en la normativa. La versión vigente es siempre la publicada en esta página, con la
          fecha de su última actualización al comienzo. Los cambios rigen desde su publicación y no
          afectan a las compras realizadas con anterioridad.
        </p>
        <p>
          Estos términos se rigen por las leyes de la República Argentina. Si tenés dudas sobre
          ellos, escribinos a <FirmEmailLink />.
        </p>
      </>
    ),
  },
];
