-- Impersonation (issue 49): an unverified account posting under a verified employer's name is held.
-- Names are compared by a key, as core/trust/impersonation.ts companyNameKey builds it: accents,
-- case, periods and apostrophes dropped, other punctuation a word break, a leading "the", every
-- "and" and trailing legal forms (Inc, LLC, Corp, Co, Ltd, S.A. de C.V....) removed, then the words
-- joined. Translate runs before lower: lower() leaves accented capitals alone in the C locale.
CREATE FUNCTION company_name_key(name text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT replace(
    regexp_replace(
      regexp_replace(
        regexp_replace(
          ' ' || btrim(regexp_replace(
            regexp_replace(
              lower(translate(name, 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÝýÿÑñÇç',
                                    'aaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyynncc')),
              '[.''’]', '', 'g'),
            '[^a-z0-9]+', ' ', 'g')) || ' ',
          '^ the ', ' '),
        ' (and )+', ' ', 'g'),
      '( (inc|incorporated|llc|llp|lp|ltd|limited|corp|corporation|co|company|plc|pllc|pc|gmbh|sa|sas|srl|de|cv|rl|s))+ $', ' '),
    ' ', '')
$$;--> statement-breakpoint
-- The lookup of verified employers by that key (review-repository findOtherVerifiedEmployerNamed).
CREATE INDEX "employer_profiles_verified_name_key_idx" ON "employer_profiles" (company_name_key("company_name"))
  WHERE "verified_at" IS NOT NULL;
--> statement-breakpoint
-- A post is checked when it is written; an unverified account that renames itself afterwards to a
-- verified employer's name would show that name on its published jobs unreviewed: they go back to review.
CREATE FUNCTION hold_jobs_of_impersonating_profile() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.verified_at IS NULL AND company_name_key(NEW.company_name) <> ''
      AND company_name_key(NEW.company_name) IS DISTINCT FROM company_name_key(OLD.company_name)
      AND EXISTS (SELECT 1 FROM employer_profiles ep
        WHERE ep.verified_at IS NOT NULL AND ep.user_id <> NEW.user_id
          AND company_name_key(ep.company_name) = company_name_key(NEW.company_name)) THEN
    UPDATE jobs SET review_status = 'held', is_active = false, review_note = NULL, reviewed_at = NULL,
        review_signals = CASE WHEN review_status = 'held' THEN array_append(review_signals, 'impersonation') ELSE '{impersonation}' END
      WHERE employer_id = NEW.user_id AND review_status IN ('published', 'held') AND NOT ('impersonation' = ANY (review_signals));
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "employer_profiles_hold_impersonation"
  AFTER UPDATE OF "company_name" ON "employer_profiles" FOR EACH ROW EXECUTE FUNCTION hold_jobs_of_impersonating_profile();
