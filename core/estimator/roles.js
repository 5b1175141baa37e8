/**
 * The crew mix per industry (spec 000 leaves these out). The roles double as the
 * "skills needed" list, 4 to 5 per industry, and become job titles when an employer
 * posts jobs from an estimate.
 */
export const INDUSTRY_ROLES = {
    construction: [
        { role: 'General Laborer', share: 0.3 },
        { role: 'Carpenter', share: 0.25 },
        { role: 'Electrician', share: 0.2 },
        { role: 'Plumber', share: 0.15 },
        { role: 'Project Supervisor', share: 0.1 },
    ],
    datacenter: [
        { role: 'Electrician', share: 0.35 },
        { role: 'HVAC Technician', share: 0.25 },
        { role: 'Fiber Optic Technician', share: 0.2 },
        { role: 'Commissioning Technician', share: 0.1 },
        { role: 'Project Supervisor', share: 0.1 },
    ],
    oilgas: [
        { role: 'Pipeline Welder', share: 0.3 },
        { role: 'Rig Operator', share: 0.25 },
        { role: 'Instrumentation Technician', share: 0.2 },
        { role: 'Heavy Equipment Operator', share: 0.15 },
        { role: 'Safety Coordinator', share: 0.1 },
    ],
    mining: [
        { role: 'Heavy Equipment Operator', share: 0.35 },
        { role: 'Diesel Mechanic', share: 0.2 },
        { role: 'Driller', share: 0.15 },
        { role: 'Maintenance Technician', share: 0.15 },
        { role: 'Safety Coordinator', share: 0.15 },
    ],
    manufacturing: [
        { role: 'Production Worker', share: 0.4 },
        { role: 'Machinist', share: 0.2 },
        { role: 'Maintenance Technician', share: 0.15 },
        { role: 'Quality Inspector', share: 0.15 },
        { role: 'Forklift Operator', share: 0.1 },
    ],
    infrastructure: [
        { role: 'General Laborer', share: 0.3 },
        { role: 'Heavy Equipment Operator', share: 0.3 },
        { role: 'Concrete Finisher', share: 0.15 },
        { role: 'Crane Operator', share: 0.15 },
        { role: 'Project Supervisor', share: 0.1 },
    ],
    energy: [
        { role: 'Lineman', share: 0.35 },
        { role: 'Electrician', share: 0.25 },
        { role: 'Plant Operator', share: 0.2 },
        { role: 'Instrumentation Technician', share: 0.1 },
        { role: 'Safety Coordinator', share: 0.1 },
    ],
    telecommunications: [
        { role: 'Fiber Optic Technician', share: 0.35 },
        { role: 'Tower Technician', share: 0.25 },
        { role: 'Telecommunications Technician', share: 0.25 },
        { role: 'Project Supervisor', share: 0.15 },
    ],
};
