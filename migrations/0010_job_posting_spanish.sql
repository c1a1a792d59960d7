-- The Spanish edition (docs/decisions/0065-the-spanish-edition.md): staff write job postings in
-- English; a posting may also carry its title and description in Spanish, which /es/careers, its
-- JobPosting data and the Spanish job-alert mails show. Where they are null the Spanish pages show
-- the English text, marked as English (README "Job postings").
ALTER TABLE job_postings ADD COLUMN title_es TEXT;
ALTER TABLE job_postings ADD COLUMN description_es TEXT;

-- The two sample postings of 0002, in Spanish, where they are still as seeded.
UPDATE job_postings
SET title_es = 'Arquitectos',
    description_es = 'Diseñe edificios comerciales, industriales y residenciales que aprovechen al máximo el concreto prefabricado y presforzado: coordine las retículas estructurales con nuestro equipo de ingeniería, detalle las conexiones y la distribución de losas doble T y losas alveolares, y lleve los proyectos desde los planos de concepto hasta los planos para el permiso de construcción. Título en arquitectura y tres o más años de ejercicio profesional; se requiere AutoCAD o Revit.'
WHERE title = 'Architects'
  AND description = 'Design commercial, industrial and residential buildings that make the most of precast and prestressed concrete: coordinate structural grids with our engineering team, detail connections, double tee and hollow core layouts, and take projects from concept drawings to permit sets. Degree in architecture and three or more years of practice; AutoCAD or Revit required.';

UPDATE job_postings
SET title_es = 'Ayudante de grúa',
    description_es = 'Apoye al operador de la grúa en el izaje, la carga y la colocación de elementos prefabricados en nuestro patio y en obra: estrobe las cargas, revise eslingas y grilletes, guíe los izajes con señales y por radio, y mantenga segura el área de trabajo. La experiencia en maniobras o con equipo pesado es una ventaja; capacitamos a la persona indicada.'
WHERE title = 'Crane Assistant'
  AND description = 'Support the crane operator during the lifting, loading and placing of precast elements at our yard and on site: rig loads, check slings and shackles, guide lifts with signals and radio, and keep the work area safe. Experience with rigging or heavy equipment is an advantage; we train the right candidate.';
