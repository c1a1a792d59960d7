-- The two sample postings of 0002 (Architects, Crane Assistant) are not real positions: the live
-- site must not advertise them (docs/decisions/0068-sample-postings-out-of-production.md). Local
-- development, tests and branch previews get them from tests/fixtures/sample-postings.sql instead.
-- A sample is removed only where it is exactly as 0002 and 0010 wrote it: a posting staff edited
-- (any of its texts, its location, department or type) is theirs now and stays. A sample someone
-- applied to is closed rather than deleted: the application is real and is kept, its retention
-- clock starting now (closing sets closed_at, migrations/0005).
CREATE TABLE unchanged_sample_postings AS
SELECT id FROM job_postings
WHERE
  (title = 'Architects'
   AND description = 'Design commercial, industrial and residential buildings that make the most of precast and prestressed concrete: coordinate structural grids with our engineering team, detail connections, double tee and hollow core layouts, and take projects from concept drawings to permit sets. Degree in architecture and three or more years of practice; AutoCAD or Revit required.'
   AND location = 'Belize City' AND department = 'Engineering' AND type = 'Full-time'
   AND title_es = 'Arquitectos'
   AND description_es = 'Diseñe edificios comerciales, industriales y residenciales que aprovechen al máximo el concreto prefabricado y presforzado: coordine las retículas estructurales con nuestro equipo de ingeniería, detalle las conexiones y la distribución de losas doble T y losas alveolares, y lleve los proyectos desde los planos de concepto hasta los planos para el permiso de construcción. Título en arquitectura y tres o más años de ejercicio profesional; se requiere AutoCAD o Revit.')
  OR (title = 'Crane Assistant'
   AND description = 'Support the crane operator during the lifting, loading and placing of precast elements at our yard and on site: rig loads, check slings and shackles, guide lifts with signals and radio, and keep the work area safe. Experience with rigging or heavy equipment is an advantage; we train the right candidate.'
   AND location = 'Santa Elena' AND department = 'Operations' AND type = 'Full-time'
   AND title_es = 'Ayudante de grúa'
   AND description_es = 'Apoye al operador de la grúa en el izaje, la carga y la colocación de elementos prefabricados en nuestro patio y en obra: estrobe las cargas, revise eslingas y grilletes, guíe los izajes con señales y por radio, y mantenga segura el área de trabajo. La experiencia en maniobras o con equipo pesado es una ventaja; capacitamos a la persona indicada.');

UPDATE job_postings SET active = 0
WHERE active = 1
  AND id IN (SELECT id FROM unchanged_sample_postings)
  AND id IN (SELECT job_id FROM job_applications);

DELETE FROM job_postings
WHERE id IN (SELECT id FROM unchanged_sample_postings)
  AND id NOT IN (SELECT job_id FROM job_applications);

DROP TABLE unchanged_sample_postings;
