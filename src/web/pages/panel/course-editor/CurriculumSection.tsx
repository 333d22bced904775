import { EditorSection } from './EditorSection';
import { MaterialList } from './MaterialList';
import { UnitList } from './UnitList';

/** 'Contenido': the units with their modules, then the material. */
export function CurriculumSection() {
  return (
    <EditorSection title="Contenido">
      <UnitList />
      <div className="border-t border-slate-200 pt-5">
        <MaterialList />
      </div>
    </EditorSection>
  );
}
