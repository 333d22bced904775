/**
 * The panel's help for purchases made for a company (decisions 0049 and 0051), folded under its
 * summary: what invoice each one gets, and how its seats are assigned and given back.
 */
export function CompanyPurchasesHelp() {
  return (
    <details className="max-w-3xl rounded-2xl bg-white p-6 text-sm text-slate-700 shadow-sm ring-1 ring-slate-200">
      <summary className="cursor-pointer text-lg font-semibold text-brand-900">
        Compras para empresas: factura y licencias
      </summary>
      <div className="mt-3 flex flex-col gap-2">
        <p>
          En el formulario de compra, 'Necesito factura a nombre de una empresa o con mi CUIT' pide
          el CUIT, la razón social y la condición frente al IVA. Si el estudio es Responsable
          Inscripto (Configuración › ARCA), a un Responsable Inscripto o monotributista le emite
          Factura A, con el IVA discriminado; a un exento, Factura B. Si el estudio es
          monotributista, siempre Factura C. Las notas de crédito siguen la misma letra.
        </p>
        <p>
          Con 'Compro para mi empresa' se compran de 1 a 100 licencias de un curso, al precio del
          curso por la cantidad. El comprador no recibe el curso: asigna cada licencia por correo en
          'Mi empresa' de su cuenta, ve el avance de cada persona y puede liberar una licencia que
          nadie empezó.
        </p>
        <p>
          En 'Datos del pagador' de una compra de licencias, 'Reintegrar licencias sin usar'
          devuelve la parte del pago de las licencias que nadie empezó, con su nota de crédito; las
          que ya se usan quedan con sus estudiantes. Si la empresa se arrepiente dentro de los 10
          días con licencias en uso, se le reintegran las demás.
        </p>
      </div>
    </details>
  );
}
