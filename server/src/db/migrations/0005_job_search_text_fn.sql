-- array_to_string is only STABLE, so a generated column cannot call it; skills are plain text, which makes this wrapper safe to declare IMMUTABLE.
CREATE OR REPLACE FUNCTION job_skills_text(skills text[]) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT coalesce(array_to_string(skills, ' '), '') $$;
