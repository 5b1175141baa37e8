-- Issue 21: the credential wallet is the career tools' certifications table (one set of records).
-- A record gains its catalogue id (core/credentials/catalogue.ts), its card number and an evidence
-- upload (/objects/...). The profile's free-text certifications become records of that table,
-- matched to the catalogue by id, name or alias as of this migration, and the column goes: the
-- profile API reads and writes the names through the wallet. Training programs get the catalogue
-- credentials they lead to.
ALTER TABLE "certifications" ADD COLUMN "credential_id" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "number" text;--> statement-breakpoint
ALTER TABLE "certifications" ADD COLUMN "evidence_url" text;--> statement-breakpoint
-- The catalogue as of this migration: id, name, issuing body, first career industry, the spellings it is known by.
CREATE TABLE "credential_catalogue_0024" ("credential_id" text, "name" text, "issuing_body" text, "industry" text, "keys" text[]);--> statement-breakpoint
INSERT INTO "credential_catalogue_0024" VALUES
	('osha-10-construction', 'OSHA 10-Hour Construction', 'OSHA', 'construction', ARRAY['osha-10-construction', 'osha 10-hour construction', 'osha 10', 'osha10', 'osha-10', 'osha 10 hour', 'osha 10-hour', 'osha 10 construction']),
	('osha-30-construction', 'OSHA 30-Hour Construction', 'OSHA', 'construction', ARRAY['osha-30-construction', 'osha 30-hour construction', 'osha 30', 'osha30', 'osha-30', 'osha 30 hour', 'osha 30-hour', 'osha 30 construction']),
	('osha-10-general-industry', 'OSHA 10-Hour General Industry', 'OSHA', 'datacenter', ARRAY['osha-10-general-industry', 'osha 10-hour general industry', 'osha 10 general industry', 'osha 10 gi']),
	('osha-30-general-industry', 'OSHA 30-Hour General Industry', 'OSHA', 'datacenter', ARRAY['osha-30-general-industry', 'osha 30-hour general industry', 'osha 30 general industry', 'osha 30 gi']),
	('osha-hazwoper-40', 'OSHA HAZWOPER 40-Hour', 'OSHA', 'oilgas', ARRAY['osha-hazwoper-40', 'osha hazwoper 40-hour', 'hazwoper', 'hazwoper 40', '40 hour hazwoper', 'osha hazwoper']),
	('osha-hazwoper-8-refresher', 'OSHA HAZWOPER 8-Hour Refresher', 'OSHA', 'oilgas', ARRAY['osha-hazwoper-8-refresher', 'osha hazwoper 8-hour refresher', 'hazwoper refresher', 'hazwoper 8', '8 hour hazwoper refresher']),
	('confined-space-entry', 'Confined Space Entry', 'OSHA-authorized trainer', 'construction', ARRAY['confined-space-entry', 'confined space entry', 'confined space', 'permit required confined space']),
	('fall-protection', 'Fall Protection Competent Person', 'OSHA-authorized trainer', 'construction', ARRAY['fall-protection', 'fall protection competent person', 'fall protection', 'fall arrest']),
	('first-aid-cpr-aed', 'First Aid / CPR / AED', 'American Red Cross or American Heart Association', 'construction', ARRAY['first-aid-cpr-aed', 'first aid / cpr / aed', 'first aid', 'cpr', 'first aid/cpr', 'first aid cpr', 'cpr/aed', 'first aid/cpr/aed', 'bls']),
	('scaffold-competent-person', 'Scaffold Competent Person', 'OSHA-authorized trainer', 'construction', ARRAY['scaffold-competent-person', 'scaffold competent person', 'scaffold', 'scaffolding', 'scaffold user']),
	('rigging-signal-person', 'NCCCO Rigger and Signal Person', 'NCCCO', 'construction', ARRAY['rigging-signal-person', 'nccco rigger and signal person', 'rigger', 'rigging', 'signal person', 'rigger level 1', 'nccco rigger']),
	('nccer-core', 'NCCER Core Curriculum', 'NCCER', 'construction', ARRAY['nccer-core', 'nccer core curriculum', 'nccer core']),
	('nccer-level-1', 'NCCER Craft Level 1', 'NCCER', 'construction', ARRAY['nccer-level-1', 'nccer craft level 1', 'nccer level 1', 'nccer 1', 'nccer l1']),
	('nccer-level-2', 'NCCER Craft Level 2', 'NCCER', 'construction', ARRAY['nccer-level-2', 'nccer craft level 2', 'nccer level 2', 'nccer 2', 'nccer l2']),
	('nccer-level-3', 'NCCER Craft Level 3', 'NCCER', 'construction', ARRAY['nccer-level-3', 'nccer craft level 3', 'nccer level 3', 'nccer 3', 'nccer l3', 'nccer certified']),
	('twic', 'TWIC Card', 'TSA', 'oilgas', ARRAY['twic', 'twic card', 'transportation worker identification credential']),
	('cdl-a', 'CDL Class A', 'State DMV (FMCSA)', 'construction', ARRAY['cdl-a', 'cdl class a', 'cdl a', 'class a cdl', 'class a']),
	('cdl-b', 'CDL Class B', 'State DMV (FMCSA)', 'construction', ARRAY['cdl-b', 'cdl class b', 'cdl b', 'class b cdl', 'class b']),
	('cdl-hazmat', 'CDL Hazardous Materials Endorsement (H)', 'State DMV (TSA)', 'oilgas', ARRAY['cdl-hazmat', 'cdl hazardous materials endorsement (h)', 'hazmat endorsement', 'cdl hazmat', 'h endorsement', 'hazmat']),
	('cdl-tanker', 'CDL Tank Vehicle Endorsement (N)', 'State DMV', 'oilgas', ARRAY['cdl-tanker', 'cdl tank vehicle endorsement (n)', 'tanker endorsement', 'cdl tanker', 'n endorsement']),
	('cdl-doubles-triples', 'CDL Doubles/Triples Endorsement (T)', 'State DMV', 'construction', ARRAY['cdl-doubles-triples', 'cdl doubles/triples endorsement (t)', 'doubles triples', 'doubles/triples', 't endorsement']),
	('dot-medical-card', 'DOT Medical Examiner’s Certificate', 'FMCSA', 'construction', ARRAY['dot-medical-card', 'dot medical examiner’s certificate', 'dot medical card', 'dot medical', 'medical card', 'dot physical']),
	('nfpa-70e', 'NFPA 70E Arc Flash Safety', 'NFPA', 'construction', ARRAY['nfpa-70e', 'nfpa 70e arc flash safety', 'nfpa 70e', 'nfpa70e', '70e', 'arc flash', 'arc flash safety']),
	('journeyman-electrician', 'Journeyman Electrician License', 'State licensing board', 'construction', ARRAY['journeyman-electrician', 'journeyman electrician license', 'journeyman electrician', 'journeyman electrical license', 'journeyman license']),
	('master-electrician', 'Master Electrician License', 'State licensing board', 'construction', ARRAY['master-electrician', 'master electrician license', 'master electrician', 'master electrical license']),
	('bicsi-installer', 'BICSI Installer 2 (INSTC/INSTF)', 'BICSI', 'datacenter', ARRAY['bicsi-installer', 'bicsi installer 2 (instc/instf)', 'bicsi', 'bicsi installer', 'bicsi inst2', 'bicsi installer 2']),
	('bicsi-technician', 'BICSI Technician (TECH)', 'BICSI', 'datacenter', ARRAY['bicsi-technician', 'bicsi technician (tech)', 'bicsi tech', 'bicsi technician']),
	('fiber-optic-cfot', 'Certified Fiber Optic Technician (CFOT)', 'Fiber Optic Association', 'datacenter', ARRAY['fiber-optic-cfot', 'certified fiber optic technician (cfot)', 'cfot', 'fiber optic technician', 'foa cfot', 'fiber optic certification']),
	('journeyman-plumber', 'Journeyman Plumber License', 'State licensing board', 'construction', ARRAY['journeyman-plumber', 'journeyman plumber license', 'journeyman plumber', 'journeyman plumbing license']),
	('master-plumber', 'Master Plumber License', 'State licensing board', 'construction', ARRAY['master-plumber', 'master plumber license', 'master plumber', 'master plumbing license']),
	('epa-608-universal', 'EPA Section 608 Universal', 'EPA', 'construction', ARRAY['epa-608-universal', 'epa section 608 universal', 'epa 608', 'epa608', 'epa 608 universal', 'epa universal', 'section 608']),
	('nate-hvac', 'NATE Certified HVAC Technician', 'North American Technician Excellence', 'construction', ARRAY['nate-hvac', 'nate certified hvac technician', 'nate', 'nate certified', 'nate certification']),
	('backflow-tester', 'Backflow Prevention Assembly Tester', 'ASSE / State', 'construction', ARRAY['backflow-tester', 'backflow prevention assembly tester', 'backflow', 'backflow tester', 'backflow certification']),
	('aws-d1-1', 'AWS D1.1 Structural Welder', 'American Welding Society', 'construction', ARRAY['aws-d1-1', 'aws d1.1 structural welder', 'aws d1.1', 'aws d1 1', 'd1.1', 'aws certified welder', 'aws structural', 'aws']),
	('aws-cwi', 'AWS Certified Welding Inspector (CWI)', 'American Welding Society', 'construction', ARRAY['aws-cwi', 'aws certified welding inspector (cwi)', 'cwi', 'certified welding inspector', 'aws cwi']),
	('api-1104', 'API 1104 Pipeline Welder', 'American Petroleum Institute', 'oilgas', ARRAY['api-1104', 'api 1104 pipeline welder', 'api 1104', 'api1104', 'pipeline welder certification']),
	('asme-section-ix', 'ASME Section IX Pressure Welder', 'ASME', 'oilgas', ARRAY['asme-section-ix', 'asme section ix pressure welder', 'asme ix', 'asme section ix', 'asme welder', 'pressure welder']),
	('safeland', 'PEC SafeLand Basic Orientation', 'PEC Safety (Veriforce)', 'oilgas', ARRAY['safeland', 'pec safeland basic orientation', 'pec safeland', 'safe land', 'safeland usa']),
	('h2s-clear', 'H2S Clear', 'Energy Safety Canada / PEC', 'oilgas', ARRAY['h2s-clear', 'h2s clear', 'h2s', 'h2s alive', 'h2s awareness', 'hydrogen sulfide']),
	('iadc-rigpass', 'IADC RigPass', 'IADC', 'oilgas', ARRAY['iadc-rigpass', 'iadc rigpass', 'rigpass', 'rig pass']),
	('iadc-wellsharp', 'IADC WellSharp Well Control', 'IADC', 'oilgas', ARRAY['iadc-wellsharp', 'iadc wellsharp well control', 'wellsharp', 'well control', 'iadc wellsharp']),
	('msha-part-46', 'MSHA Part 46 New Miner', 'MSHA', 'mining', ARRAY['msha-part-46', 'msha part 46 new miner', 'msha part 46', 'msha 46', 'part 46', 'msha surface aggregate']),
	('msha-part-48', 'MSHA Part 48 Miner Training', 'MSHA', 'mining', ARRAY['msha-part-48', 'msha part 48 miner training', 'msha part 48', 'msha 48', 'part 48', 'msha', 'msha certified']),
	('nccco-mobile-crane', 'NCCCO Mobile Crane Operator', 'NCCCO', 'construction', ARRAY['nccco-mobile-crane', 'nccco mobile crane operator', 'nccco', 'nccco crane', 'nccco mobile crane', 'crane operator certification', 'certified crane operator']),
	('nccco-tower-crane', 'NCCCO Tower Crane Operator', 'NCCCO', 'construction', ARRAY['nccco-tower-crane', 'nccco tower crane operator', 'nccco tower crane', 'tower crane']),
	('forklift-operator', 'Forklift Operator (Powered Industrial Truck)', 'Employer per OSHA 1910.178', 'construction', ARRAY['forklift-operator', 'forklift operator (powered industrial truck)', 'forklift', 'forklift certified', 'forklift certification', 'forklift operator', 'powered industrial truck']),
	('aerial-lift-mewp', 'Aerial Lift / MEWP Operator', 'Employer per ANSI A92', 'construction', ARRAY['aerial-lift-mewp', 'aerial lift / mewp operator', 'aerial lift', 'mewp', 'boom lift', 'scissor lift']),
	('nccer-heavy-equipment', 'NCCER Heavy Equipment Operations', 'NCCER', 'construction', ARRAY['nccer-heavy-equipment', 'nccer heavy equipment operations', 'heavy equipment operator certification', 'nccer heavy equipment']),
	('nims-machining', 'NIMS Machining Level I', 'NIMS', NULL, ARRAY['nims-machining', 'nims machining level i', 'nims', 'nims machining', 'nims level 1']),
	('smrp-cmrt', 'Certified Maintenance & Reliability Technician (CMRT)', 'SMRP', NULL, ARRAY['smrp-cmrt', 'certified maintenance & reliability technician (cmrt)', 'cmrt', 'maintenance reliability technician']),
	('asq-cqi', 'ASQ Certified Quality Inspector (CQI)', 'ASQ', NULL, ARRAY['asq-cqi', 'asq certified quality inspector (cqi)', 'cqi', 'asq cqi', 'certified quality inspector']),
	('isa-ccst', 'ISA Certified Control Systems Technician (CCST)', 'ISA', 'oilgas', ARRAY['isa-ccst', 'isa certified control systems technician (ccst)', 'ccst', 'isa ccst', 'control systems technician']),
	('lockout-tagout', 'Lockout/Tagout Authorized Employee', 'Employer per OSHA 1910.147', 'datacenter', ARRAY['lockout-tagout', 'lockout/tagout authorized employee', 'lockout tagout', 'loto', 'lockout/tagout']),
	('nerc-system-operator', 'NERC System Operator', 'NERC', NULL, ARRAY['nerc-system-operator', 'nerc system operator', 'nerc', 'nerc certified']),
	('lineworker-apprenticeship', 'Journeyman Lineworker', 'DOL Registered Apprenticeship', NULL, ARRAY['lineworker-apprenticeship', 'journeyman lineworker', 'journeyman lineman', 'lineman certification']),
	('nabcep-pv-installer', 'NABCEP PV Installation Professional', 'NABCEP', 'construction', ARRAY['nabcep-pv-installer', 'nabcep pv installation professional', 'nabcep', 'nabcep pv', 'solar pv installer']),
	('dot-oq', 'DOT Operator Qualification (OQ)', 'PHMSA (via Veriforce, NCCER, EnergyWorldNet)', 'oilgas', ARRAY['dot-oq', 'dot operator qualification (oq)', 'operator qualification', 'dot oq', 'oq', 'veriforce oq']),
	('lead-renovator-rrp', 'EPA Lead Renovation, Repair and Painting (RRP)', 'EPA', 'construction', ARRAY['lead-renovator-rrp', 'epa lead renovation, repair and painting (rrp)', 'epa rrp', 'lead rrp', 'lead safe', 'rrp']),
	('silica-competent-person', 'Silica Competent Person', 'OSHA-authorized trainer', 'construction', ARRAY['silica-competent-person', 'silica competent person', 'silica']);--> statement-breakpoint
-- Certifications already added in the career tools get their catalogue id the way new ones do.
UPDATE "certifications" SET "credential_id" = c."credential_id"
FROM "credential_catalogue_0024" c
WHERE "certifications"."credential_id" IS NULL
	AND lower(regexp_replace(btrim("certifications"."certification_name"), '\s+', ' ', 'g')) = ANY (c."keys");--> statement-breakpoint
-- Each profile entry once per worker, unless the worker already has a record of that name; in list order.
INSERT INTO "certifications" ("user_id", "certification_name", "certifying_body", "industry", "status", "credential_id", "created_at")
SELECT o."user_id", left(o."name", 200), coalesce(c."issuing_body", ''),
	coalesce(
		c."industry",
		(SELECT p."industry" FROM unnest(o."preferred_industries") WITH ORDINALITY AS p("industry", "n")
			WHERE p."industry" IN ('construction', 'datacenter', 'oilgas', 'mining') ORDER BY p."n" LIMIT 1),
		'general'
	),
	'earned', c."credential_id", now() + o."ord" * interval '1 millisecond'
FROM (
	SELECT DISTINCT ON (wp."user_id", lower(regexp_replace(btrim(t."name"), '\s+', ' ', 'g')))
		wp."user_id", btrim(t."name") AS "name", t."ord", wp."preferred_industries",
		lower(regexp_replace(btrim(t."name"), '\s+', ' ', 'g')) AS "name_key"
	FROM "worker_profiles" wp, unnest(wp."certifications") WITH ORDINALITY AS t("name", "ord")
	WHERE btrim(t."name") <> ''
	ORDER BY wp."user_id", lower(regexp_replace(btrim(t."name"), '\s+', ' ', 'g')), t."ord"
) o
LEFT JOIN "credential_catalogue_0024" c ON o."name_key" = ANY (c."keys")
WHERE NOT EXISTS (
	SELECT 1 FROM "certifications" existing
	WHERE existing."user_id" = o."user_id"
		AND lower(regexp_replace(btrim(existing."certification_name"), '\s+', ' ', 'g')) = o."name_key"
);--> statement-breakpoint
DROP TABLE "credential_catalogue_0024";--> statement-breakpoint
ALTER TABLE "worker_profiles" DROP COLUMN "certifications";--> statement-breakpoint
ALTER TABLE "training_programs" ADD COLUMN "credential_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A database seeded before this migration: its demo programs lead to what the seed now says.
UPDATE "training_programs" SET "credential_ids" = CASE "title"
	WHEN 'OSHA 30 Construction Safety' THEN ARRAY['osha-30-construction']
	WHEN 'NCCER Electrical Level 1' THEN ARRAY['nccer-core', 'nccer-level-1', 'osha-10-construction']
	WHEN 'AWS Certified Welder Prep' THEN ARRAY['aws-d1-1']
	WHEN 'Fiber Optic Installer (FOI)' THEN ARRAY['fiber-optic-cfot']
	WHEN 'CDL Class A Training' THEN ARRAY['cdl-a']
	WHEN 'NCCCO Crane Operator Prep' THEN ARRAY['nccco-mobile-crane', 'rigging-signal-person']
	WHEN 'Pipeline Integrity and Inspection' THEN ARRAY['dot-oq']
	WHEN 'Lineworker Pre-Apprenticeship' THEN ARRAY['osha-10-construction', 'first-aid-cpr-aed']
	WHEN 'HVAC EPA 608 Certification' THEN ARRAY['epa-608-universal']
	WHEN 'Mine Safety (MSHA Part 46/48)' THEN ARRAY['msha-part-46', 'msha-part-48', 'first-aid-cpr-aed']
	ELSE "credential_ids"
	END;--> statement-breakpoint
INSERT INTO "training_programs" ("title", "description", "level", "duration", "category", "features", "instructor_name", "students_trained", "graduates_placed", "credential_ids")
SELECT 'TWIC and Refinery Access Orientation', 'Everything a new hand needs to badge into ports, refineries and petrochemical plants in two days: the TSA TWIC enrollment steps, the PEC SafeLand basic orientation and H2S Clear.', 'Beginner', '2 days', 'Safety', ARRAY['TSA TWIC enrollment appointment and paperwork help', 'PEC SafeLand Basic Orientation card', 'H2S Clear certification', 'Port and refinery site access rules', 'Bilingual English/Spanish instruction'], 'Linda Harper', 420, 371, ARRAY['twic', 'safeland', 'h2s-clear']
WHERE EXISTS (SELECT 1 FROM "training_programs" WHERE "title" = 'OSHA 30 Construction Safety')
	AND NOT EXISTS (SELECT 1 FROM "training_programs" WHERE "title" = 'TWIC and Refinery Access Orientation');
