-- What estimators ask about a project, each optional (docs/decisions/0047-project-details-on-a-request.md):
-- its name and location, the date the elements are needed (YYYY-MM-DD), the span and the loads.
ALTER TABLE contact_submissions ADD COLUMN project_name TEXT;
ALTER TABLE contact_submissions ADD COLUMN project_location TEXT;
ALTER TABLE contact_submissions ADD COLUMN required_by TEXT;
ALTER TABLE contact_submissions ADD COLUMN span TEXT;
ALTER TABLE contact_submissions ADD COLUMN loads TEXT;
