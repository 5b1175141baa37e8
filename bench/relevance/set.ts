// The keyword relevance set (issue 34): a fixed job set, and queries a worker types, each with the
// jobs that must appear in its first 10 results. Half the queries are Spanish, with typos and
// missing accents. bench/relevance.ts measures recall@10 and nDCG@10 on it;
// server/src/modules/jobs/search/relevance.test.ts pins a sample.
// Jobs are listed newest first (the search's default sort): a query's other matches can push its jobs down.

export interface RelevanceJob {
  key: string;
  title: string;
  description: string;
  skills?: string[];
}

export interface RelevanceQuery {
  q: string;
  language: 'en' | 'es';
  /** The jobs that must appear in the first 10 (keys). */
  relevant: string[];
}

const job = (key: string, title: string, description: string, skills: string[] = []): RelevanceJob => ({ key, title, description, skills });

export const RELEVANCE_JOBS: RelevanceJob[] = [
  job('e1', 'Industrial Electrician', 'Troubleshoot motor controls and run conduit at a chemical plant.', ['NEC code', 'Conduit bending']),
  job('p1', 'Plumber', 'Service calls for homes: leaks, water heaters, drains.'),
  job('w1', 'Pipe Welder', 'Shutdown crew at a refinery, day shift.', ['TIG']),
  job('c1', 'Finish Carpenter', 'Trim, doors and cabinets for custom homes.'),
  job('h1', 'HVAC Technician', 'Install and repair rooftop units and heat pumps.'),
  job('r1', 'Roofer', 'Shingle and metal roofs on homes.'),
  job('m1', 'Brick Mason', 'Brick and block walls for schools.'),
  job('pa1', 'Industrial Painter', 'Sandblasting and coating of tanks.'),
  job('f1', 'Flooring Installer', 'Tile, vinyl plank and carpet.'),
  job('d1', 'Drywall Installer', 'Hang and finish drywall in offices.'),
  job('e3', 'Electricista residencial', 'Instalación eléctrica en casas nuevas; cableado y tableros.', ['Código NEC']),
  job('ma1', 'CNC Machinist', 'Set up and run lathes and mills.'),
  job('mw1', 'Millwright', 'Align pumps and conveyors at a paper mill.'),
  job('co1', 'Crane Operator', 'Crawler crane on a bridge job.'),
  job('fo1', 'Forklift Operator', 'Load trucks at a distribution center.'),
  job('pr1', 'Production Worker', 'Assembly line work, second shift.'),
  job('q1', 'Quality Inspector', 'Measure parts with calipers and a CMM.'),
  job('mt1', 'Maintenance Technician', 'Keep packaging machinery running.'),
  job('l1', 'Journeyman Lineman', 'Overhead distribution lines, storm work.'),
  job('w4', 'Soldador de estructuras', 'Soldadura MIG en taller de acero.'),
  job('ro1', 'Rig Operator', 'Drilling rig in the Permian basin.'),
  job('po1', 'Plant Operator', 'Run the control room of a gas processing plant.'),
  job('mr1', 'Meter Reader', 'Read water meters on a route.'),
  job('t1', 'CDL-A Truck Driver', 'Regional routes, home weekends.'),
  job('he1', 'Heavy Equipment Operator', 'Excavator and dozer on site work.'),
  job('dm1', 'Diesel Mechanic', 'Repair heavy trucks and engines.'),
  job('wh1', 'Warehouse Associate', 'Pick, pack and ship orders.'),
  job('s1', 'Shipping and Receiving Clerk', 'Check in freight and print labels.'),
  job('i1', 'Instrumentation Technician', 'Calibrate transmitters and control valves.'),
  job('tc1', 'Telecommunications Technician', 'Install and test copper and wireless links.'),
  job('fi1', 'Fiber Optic Technician', 'Splice and test fiber cables.'),
  job('sa1', 'Safety Coordinator', 'Run toolbox talks and site audits.'),
  job('su1', 'Project Supervisor', 'Lead crews on a commercial build.'),
  job('p3', 'Plomero', 'Reparación de fugas y drenajes en edificios de departamentos.'),
  job('e2', 'Commercial Electrician', 'Tenant fit-outs, panel upgrades and lighting.', ['Blueprint reading']),
  job('w2', 'Robotic Welding Technician', 'Program and tend robotic cells.'),
  job('pw1', 'Pipeline Welder', 'Mainline welding on a 36-inch gas pipeline.'),
  job('c2', 'Framing Carpenter', 'Wood framing crew for apartments.'),
  job('h2', 'HVAC Service Tech', 'Refrigeration and heating calls for restaurants.'),
  job('r2', 'Commercial Roofing Installer', 'TPO and EPDM membranes.'),
  job('m2', 'Albañil', 'Muros de block y ladrillo.'),
  job('pa2', 'Pintor de casas', 'Pintura interior y exterior.'),
  job('f2', 'Instalador de pisos', 'Colocación de loseta y piso laminado.'),
  job('d2', 'Instalador de tablaroca', 'Colocación de tablaroca y acabados.'),
  job('ma2', 'Maquinista CNC', 'Operar tornos y fresadoras.'),
  job('mw2', 'Industrial Millwright', 'Setting and aligning machines on conveyor lines.'),
  job('co2', 'Operador de grúa', 'Grúa torre en edificio alto.'),
  job('fo2', 'Operador de montacargas', 'Carga y descarga en almacén.'),
  job('pr2', 'Trabajador de producción', 'Línea de ensamble en planta automotriz.'),
  job('q2', 'Inspector de calidad', 'Inspección de piezas.'),
  job('mt2', 'Técnico de mantenimiento', 'Reparaciones generales en planta.'),
  job('l2', 'Liniero', 'Construcción de líneas de transmisión.'),
  job('pw2', 'Soldador de tuberías', 'Soldadura de ductos de gas en campo.'),
  job('ro2', 'Operador de plataforma', 'Perforación en plataforma marina.'),
  job('po2', 'Operador de planta', 'Planta de tratamiento de agua.'),
  job('mr2', 'Lector de medidores', 'Lectura de medidores de luz.'),
  job('t2', 'Chofer de camión', 'Rutas locales de reparto.'),
  job('he2', 'Operador de maquinaria pesada', 'Retroexcavadora y motoconformadora.'),
  job('dm2', 'Mecánico diésel', 'Reparación de motores de camiones.'),
  job('wh2', 'Trabajador de almacén', 'Surtido de pedidos.'),
  job('s2', 'Auxiliar de envíos y recepción', 'Control de embarques.'),
  job('i2', 'Técnico instrumentista', 'Calibración de instrumentos en refinería.'),
  job('tc2', 'Técnico de telecomunicaciones', 'Instalación de antenas.'),
  job('fi2', 'Técnico de fibra óptica', 'Empalmes de fibra.'),
  job('sa2', 'Coordinador de seguridad', 'Supervisión de seguridad en obra.'),
  job('su2', 'Supervisor de proyecto', 'Dirigir cuadrillas en obra.'),
  job('h3', 'Técnico de climatización', 'Mantenimiento de equipos de aire acondicionado.'),
  job('r3', 'Techador', 'Colocación de tejas en techos residenciales.'),
  job('e4', 'Apprentice Electrician', 'Learn the trade beside a journeyman.'),
  job('c3', 'Carpintero de obra', 'Cimbra y encofrado para edificios.'),
  job('w3', 'Structural Welder', 'Stick and flux-core on steel beams.'),
  job('p2', 'Commercial Plumber', 'Rough-in and finish on a hospital job.'),
];

const ELECTRICIANS = ['e1', 'e2', 'e3', 'e4'];
const PLUMBERS = ['p1', 'p2', 'p3'];
const CARPENTERS = ['c1', 'c2', 'c3'];
const WELDERS = ['w1', 'w2', 'w3', 'w4', 'pw1', 'pw2'];
const HVAC = ['h1', 'h2', 'h3'];
const ROOFERS = ['r1', 'r2', 'r3'];
const both = (trade: string) => [`${trade}1`, `${trade}2`];

const en = (q: string, relevant: string[]): RelevanceQuery => ({ q, language: 'en', relevant });
const es = (q: string, relevant: string[]): RelevanceQuery => ({ q, language: 'es', relevant });

export const RELEVANCE_QUERIES: RelevanceQuery[] = [
  en('electrician', ELECTRICIANS),
  en('electrical', ELECTRICIANS),
  en('electrican', ELECTRICIANS),
  en('plumber', PLUMBERS),
  en('plumbing', PLUMBERS),
  en('plumbr', PLUMBERS),
  en('carpenter', CARPENTERS),
  en('carpentr', CARPENTERS),
  en('welder', WELDERS),
  en('welding', WELDERS),
  en('weldr', WELDERS),
  en('pipeline welder', both('pw')),
  en('hvac', HVAC),
  en('roofer', ROOFERS),
  en('roofing', ROOFERS),
  en('mason', both('m')),
  en('bricklayer', both('m')),
  en('painter', both('pa')),
  en('flooring installer', both('f')),
  en('drywall', both('d')),
  en('machinist', both('ma')),
  en('machinst', both('ma')),
  en('millwright', both('mw')),
  en('crane operator', both('co')),
  en('forklift', both('fo')),
  en('forklfit', both('fo')),
  en('production worker', both('pr')),
  en('quality inspector', both('q')),
  en('maintenance technician', both('mt')),
  en('lineman', both('l')),
  en('lineworker', both('l')),
  en('rig operator', both('ro')),
  en('plant operator', both('po')),
  en('meter reader', both('mr')),
  en('truck driver', both('t')),
  en('heavy equipment operator', both('he')),
  en('diesel mechanic', both('dm')),
  en('warehose', both('wh')),
  en('shipping receiving', both('s')),
  en('instrumentaton', both('i')),
  en('telecommunications', both('tc')),
  en('fiber optic', both('fi')),
  en('safety coordinator', both('sa')),
  en('project supervisor', both('su')),

  es('soldador', WELDERS),
  es('soldadura', WELDERS),
  es('soldadr', WELDERS),
  es('soldadores', WELDERS),
  es('soldador de tuberias', both('pw')),
  es('tuberia', ['w1', 'pw1', 'pw2']),
  es('electricista', ELECTRICIANS),
  es('electrico', ELECTRICIANS),
  es('electrisista', ELECTRICIANS),
  es('plomero', PLUMBERS),
  es('fontanero', PLUMBERS),
  es('plomeria', PLUMBERS),
  es('plomro', PLUMBERS),
  es('carpintero', CARPENTERS),
  es('carpintro', CARPENTERS),
  es('tecnico de climatizacion', HVAC),
  es('techador', ROOFERS),
  es('albanil', both('m')),
  es('albañl', both('m')),
  es('pintor', both('pa')),
  es('instalador de pisos', both('f')),
  es('tablaroca', both('d')),
  es('maquinista', both('ma')),
  es('montador', both('mw')),
  es('operador de grua', both('co')),
  es('montacargas', both('fo')),
  es('trabajador de produccion', both('pr')),
  es('inspector de calidad', both('q')),
  es('tecnico de mantenimiento', both('mt')),
  es('liniero', both('l')),
  es('linieor', both('l')),
  es('operador de plataforma', both('ro')),
  es('operador de planta', both('po')),
  es('lector de medidores', both('mr')),
  es('chofer de camion', both('t')),
  es('operador de maquinaria pesada', both('he')),
  es('mecanico diesel', both('dm')),
  es('almacen', both('wh')),
  es('envios y recepcion', both('s')),
  es('tecnico de instrumentacion', both('i')),
  es('telecomunicaciones', both('tc')),
  es('fibra optica', both('fi')),
  es('coordinador de seguridad', both('sa')),
  es('supervisor de proyecto', both('su')),
];
