import { Link } from 'react-router';
import { BRAND } from '../../../shared/brand';
import { LegalList, type LegalSection } from './LegalDocument';

const emailLink = (
  <a href={`mailto:${BRAND.email}`} className="font-medium text-brand-700 underline">
    {BRAND.email}
  </a>
);

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
          cursos», escribinos a {emailLink} indicando el número de operación.
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
    id: 'sin-reembolsos',
    title: 'Sin reembolsos por arrepentimiento o error',
    body: (
      <>
        <p>
          Por tratarse de contenido digital de acceso inmediato,{' '}
          <strong>una vez habilitado el acceso al curso no realizamos reembolsos</strong>, ni
          totales ni parciales. Esto incluye los casos en que cambies de opinión, ya no necesites el
          curso o lo hayas comprado por error, por ejemplo al elegir un curso distinto del que
          buscabas. Antes de comprar, te recomendamos leer la descripción y el temario, y
          consultarnos cualquier duda.
        </p>
        <p>
          El artículo 34 de la Ley 24.240 de Defensa del Consumidor reconoce el derecho de revocar
          las compras realizadas a distancia dentro de los diez días corridos. Sin embargo, de
          acuerdo con el artículo 1116, inciso c), del Código Civil y Comercial de la Nación, ese
          derecho no es aplicable a los contenidos suministrados por vía electrónica que pueden
          reproducirse de forma inmediata, una vez que el acceso fue habilitado y comenzó su uso. Al
          completar la compra, aceptás que el acceso se habilite de inmediato.
        </p>
        <p>
          Nada de lo anterior limita los derechos irrenunciables que te reconoce la normativa de
          defensa del consumidor. Si se te cobró dos veces el mismo curso o, por un problema de
          nuestra parte, no pudimos habilitarte el acceso, escribinos a {emailLink} y lo resolvemos,
          incluida la devolución de lo cobrado de más.
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
          conocer nuestros{' '}
          <Link to="/services" className="font-medium text-brand-700 underline">
            servicios profesionales
          </Link>
          .
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
          ellos, escribinos a {emailLink}.
        </p>
      </>
    ),
  },
];
