-- A request made from a project's "Request a Similar Solution" names that project (its id in
-- app/company/content/projects.ts), as a request from a product page names the product.
ALTER TABLE contact_submissions ADD COLUMN similar_project TEXT;
