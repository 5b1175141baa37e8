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
