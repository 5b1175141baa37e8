// The keyword search's trade vocabulary (issue 34): words that name the same thing in English and
// Spanish, so a keyword in either language finds postings written in either ('soldador' finds
// 'Pipe Welder'). Data, reviewed by hand; trade-vocabulary.test.ts holds its rules:
//   - one word per entry, lower-case, no spaces (the search matches word by word);
//   - a word (accents and case aside) in one group only: a group is one concept, and a word in
//     two would join them;
//   - every trade of core/shared/options.ts TRADES is named by a group with English and Spanish words.
// The search stems these words as PostgreSQL's english configuration stems a posting's
// (server/src/modules/jobs/search/vocabulary-stems.ts), so 'welding' reaches 'weld' and 'soldadores' 'soldador'.
import type { Trade } from '../shared/options';

export interface VocabularyGroup {
  /** Names the concept in tests and reviews. */
  id: string;
  /** The trades this group names (TRADES), if any. */
  trades: readonly Trade[];
  en: readonly string[];
  es: readonly string[];
}

const group = (id: string, trades: readonly Trade[], en: readonly string[], es: readonly string[]): VocabularyGroup => ({
  id,
  trades,
  en,
  es,
});

export const TRADE_VOCABULARY: readonly VocabularyGroup[] = [
  // Trades, word by word: 'operador de grúa' is 'operador' (operator) and 'grúa' (crane).
  group(
    'electrical',
    ['electrician'],
    ['electrician', 'electricians', 'electrical', 'electric', 'electricity', 'wireman'],
    ['electricista', 'electricistas', 'eléctrico', 'eléctrica', 'eléctricos', 'electricidad'],
  ),
  group(
    'plumbing',
    ['plumber'],
    ['plumber', 'plumbers', 'plumbing'],
    ['plomero', 'plomeros', 'plomería', 'fontanero', 'fontaneros', 'fontanería'],
  ),
  group(
    'carpentry',
    ['carpenter'],
    ['carpenter', 'carpenters', 'carpentry', 'framer', 'framers', 'framing'],
    ['carpintero', 'carpinteros', 'carpintería'],
  ),
  group(
    'welding',
    ['welder', 'pipeline-welder'],
    ['weld', 'welder', 'welders', 'welding', 'welds', 'welded'],
    ['soldador', 'soldadores', 'soldadora', 'soldadura', 'soldaduras', 'soldar'],
  ),
  group(
    'hvac',
    ['hvac-technician'],
    ['hvac', 'heating', 'ventilation', 'refrigeration'],
    ['climatización', 'calefacción', 'ventilación', 'refrigeración'],
  ),
  group(
    'roofing',
    ['roofer'],
    ['roofer', 'roofers', 'roofing', 'roof', 'roofs'],
    ['techador', 'techadores', 'techo', 'techos', 'tejado', 'tejados'],
  ),
  group(
    'masonry',
    ['mason'],
    ['mason', 'masons', 'masonry', 'bricklayer', 'bricklayers', 'brick', 'bricks'],
    ['albañil', 'albañiles', 'albañilería', 'mampostería', 'ladrillo', 'ladrillos'],
  ),
  group('painting', ['painter'], ['painter', 'painters', 'painting', 'paint'], ['pintor', 'pintores', 'pintura', 'pintar']),
  group('flooring', ['flooring-installer'], ['flooring', 'floor', 'floors'], ['piso', 'pisos', 'suelo', 'suelos']),
  group(
    'installer',
    ['flooring-installer', 'drywall-installer'],
    ['installer', 'installers', 'installation', 'install'],
    ['instalador', 'instaladores', 'instaladora', 'instalación', 'instalar'],
  ),
  group('drywall', ['drywall-installer'], ['drywall', 'sheetrock', 'gypsum'], ['tablaroca', 'yeso', 'pladur']),
  group(
    'machining',
    ['machinist'],
    ['machinist', 'machinists', 'machining'],
    ['maquinista', 'maquinistas', 'tornero', 'torneros', 'fresador', 'mecanizado'],
  ),
  group('millwright', ['millwright'], ['millwright', 'millwrights'], ['montador', 'montadores', 'ajustador', 'ajustadores']),
  group('crane', ['crane-operator'], ['crane', 'cranes'], ['grúa', 'grúas', 'gruista', 'gruistas']),
  group(
    'operator',
    ['crane-operator', 'forklift-operator', 'rig-operator', 'plant-operator', 'heavy-equipment-operator'],
    ['operator', 'operators'],
    ['operador', 'operadores', 'operadora', 'operario', 'operarios'],
  ),
  group(
    'forklift',
    ['forklift-operator'],
    ['forklift', 'forklifts'],
    ['montacargas', 'carretilla', 'carretillero', 'carretilleros', 'autoelevador'],
  ),
  group(
    'production',
    ['production-worker'],
    ['production', 'assembly', 'assembler', 'assemblers'],
    ['producción', 'ensamble', 'ensamblador', 'ensambladores', 'fabricación'],
  ),
  group(
    'worker',
    ['production-worker', 'warehouse-worker'],
    ['worker', 'workers', 'laborer', 'laborers', 'labourer'],
    ['trabajador', 'trabajadores', 'trabajadora', 'obrero', 'obreros', 'peón', 'peones'],
  ),
  group('quality', ['quality-inspector'], ['quality'], ['calidad']),
  group(
    'inspection',
    ['quality-inspector'],
    ['inspector', 'inspectors', 'inspection', 'inspections'],
    ['inspectores', 'inspectora', 'inspección', 'inspecciones'],
  ),
  group('maintenance', ['maintenance-technician'], ['maintenance'], ['mantenimiento']),
  group(
    'technician',
    ['hvac-technician', 'maintenance-technician', 'instrumentation-tech', 'telecommunications-tech', 'fiber-optic-tech'],
    ['technician', 'technicians', 'tech', 'techs'],
    ['técnico', 'técnicos', 'técnica', 'técnicas'],
  ),
  group(
    'lineman',
    ['lineman'],
    ['lineman', 'linemen', 'lineworker', 'lineworkers', 'powerline', 'powerlines'],
    ['liniero', 'linieros', 'linero', 'lineros'],
  ),
  group(
    'pipe',
    ['pipeline-welder'],
    ['pipeline', 'pipelines', 'pipe', 'pipes', 'piping', 'pipefitter', 'pipefitters'],
    ['tubería', 'tuberías', 'tubo', 'tubos', 'ducto', 'ductos', 'oleoducto', 'gasoducto', 'cañería'],
  ),
  group(
    'rig',
    ['rig-operator'],
    ['rig', 'rigs', 'drilling', 'driller', 'drillers', 'roughneck', 'roughnecks', 'derrick'],
    ['plataforma', 'plataformas', 'perforación', 'perforador', 'perforadores', 'taladro'],
  ),
  group('plant', ['plant-operator'], ['plant', 'plants'], ['planta', 'plantas']),
  group('meter', ['meter-reader'], ['meter', 'meters'], ['medidor', 'medidores']),
  group('reader', ['meter-reader'], ['reader', 'readers'], ['lector', 'lectores', 'lectora']),
  group('truck', ['truck-driver'], ['truck', 'trucks', 'trucking'], ['camión', 'camiones', 'camionero', 'camioneros']),
  group('driver', ['truck-driver'], ['driver', 'drivers'], ['chofer', 'choferes', 'conductor', 'conductores']),
  group('heavy', ['heavy-equipment-operator'], ['heavy'], ['pesado', 'pesada', 'pesados', 'pesadas']),
  group(
    'equipment',
    ['heavy-equipment-operator'],
    ['equipment', 'machinery', 'excavator', 'excavators', 'bulldozer', 'backhoe'],
    ['maquinaria', 'equipo', 'equipos', 'excavadora', 'excavadoras', 'retroexcavadora'],
  ),
  group('diesel', ['diesel-mechanic'], ['diesel'], ['diésel']),
  group('mechanic', ['diesel-mechanic', 'millwright'], ['mechanic', 'mechanics', 'mechanical'], ['mecánico', 'mecánicos', 'mecánica']),
  group(
    'warehouse',
    ['warehouse-worker'],
    ['warehouse', 'warehouses', 'warehousing'],
    ['almacén', 'almacenes', 'bodega', 'bodegas', 'almacenista', 'bodeguero'],
  ),
  group(
    'shipping',
    ['shipping-receiving'],
    ['shipping', 'receiving', 'shipper', 'receiver'],
    ['envíos', 'envío', 'recepción', 'embarque', 'embarques', 'despacho'],
  ),
  group(
    'instrumentation',
    ['instrumentation-tech'],
    ['instrumentation', 'instrument', 'instruments'],
    ['instrumentación', 'instrumentista', 'instrumentistas', 'instrumento', 'instrumentos'],
  ),
  group(
    'telecom',
    ['telecommunications-tech'],
    ['telecommunications', 'telecommunication', 'telecom'],
    ['telecomunicaciones', 'telecomunicación'],
  ),
  group('fiber', ['fiber-optic-tech'], ['fiber', 'fibre', 'fiberoptic'], ['fibra', 'fibras']),
  group('optic', ['fiber-optic-tech'], ['optic', 'optics', 'optical'], ['óptica', 'óptico', 'ópticas']),
  group('safety', ['safety-coordinator'], ['safety', 'hse', 'ehs'], ['seguridad']),
  group(
    'coordinator',
    ['safety-coordinator'],
    ['coordinator', 'coordinators', 'coordination'],
    ['coordinador', 'coordinadores', 'coordinadora', 'coordinación'],
  ),
  group(
    'supervisor',
    ['project-supervisor'],
    ['supervisor', 'supervisors', 'foreman', 'foremen', 'superintendent'],
    ['supervisora', 'supervisores', 'capataz', 'capataces', 'encargado'],
  ),
  group('project', ['project-supervisor'], ['project', 'projects'], ['proyecto', 'proyectos', 'obra', 'obras']),
  // Common skills, tools and credentials.
  group('wiring', [], ['wiring', 'wire', 'wires', 'cable', 'cables'], ['cableado', 'alambrado', 'alambre']),
  group('blueprints', [], ['blueprint', 'blueprints', 'schematics'], ['planos', 'plano', 'esquemas']),
  group('tools', [], ['tools', 'tool'], ['herramientas', 'herramienta']),
  group('scaffold', [], ['scaffold', 'scaffolding', 'scaffolds'], ['andamio', 'andamios']),
  group('concrete', [], ['concrete', 'cement'], ['concreto', 'hormigón', 'cemento']),
  group('insulation', [], ['insulation', 'insulator', 'insulators'], ['aislamiento', 'aislante', 'aislantes']),
  group('solar', [], ['solar', 'photovoltaic'], ['fotovoltaico', 'fotovoltaica', 'fotovoltaicos']),
  group('troubleshooting', [], ['troubleshooting', 'troubleshoot', 'diagnostics'], ['diagnóstico', 'diagnósticos']),
  group(
    'license',
    [],
    ['license', 'licensed', 'licence', 'certification', 'certified', 'certificate'],
    ['licencia', 'licencias', 'certificación', 'certificado', 'certificada'],
  ),
  group(
    'apprentice',
    [],
    ['apprentice', 'apprentices', 'helper', 'helpers', 'trainee'],
    ['aprendiz', 'aprendices', 'ayudante', 'ayudantes'],
  ),
  group('refinery', [], ['refinery', 'refineries'], ['refinería', 'refinerías']),
  group('mining', [], ['mining', 'mine', 'miner', 'miners'], ['minería', 'mina', 'minero', 'mineros']),
  group('construction', [], ['construction'], ['construcción']),
  group('generator', [], ['generator', 'generators'], ['generador', 'generadores']),
  group(
    'transformer',
    [],
    ['transformer', 'transformers', 'substation', 'substations'],
    ['transformador', 'transformadores', 'subestación', 'subestaciones'],
  ),
];

/**
 * Spanish words that carry no meaning in a search ('operador de grúa'): PostgreSQL's english
 * configuration keeps them, and an English posting never holds them, so the search drops them when
 * the query holds other words.
 */
export const SPANISH_STOP_WORDS: readonly string[] = [
  'de',
  'del',
  'la',
  'las',
  'el',
  'los',
  'y',
  'en',
  'para',
  'con',
  'por',
  'un',
  'una',
  'al',
  'e',
  'u',
];

/** Every word of the vocabulary, English then Spanish, group by group. */
export const vocabularyWords = (): string[] => TRADE_VOCABULARY.flatMap((entry) => [...entry.en, ...entry.es]);
