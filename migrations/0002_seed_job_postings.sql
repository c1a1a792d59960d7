-- rules §3: the two sample postings. Operators add, edit and close postings with
-- `npm run db:sql -- "INSERT INTO job_postings ..."` (see README, Operating).
INSERT INTO job_postings (title, description, location, department, type) VALUES
  ('Architects',
   'Design commercial, industrial and residential buildings that make the most of precast and prestressed concrete: coordinate structural grids with our engineering team, detail connections, double tee and hollow core layouts, and take projects from concept drawings to permit sets. Degree in architecture and three or more years of practice; AutoCAD or Revit required.',
   'Belize City', 'Engineering', 'Full-time'),
  ('Crane Assistant',
   'Support the crane operator during the lifting, loading and placing of precast elements at our yard and on site: rig loads, check slings and shackles, guide lifts with signals and radio, and keep the work area safe. Experience with rigging or heavy equipment is an advantage; we train the right candidate.',
   'Santa Elena', 'Operations', 'Full-time');
