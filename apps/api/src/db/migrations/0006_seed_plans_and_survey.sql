-- The platform's plans and the subscribe survey are product data every installation needs, demo or not.
INSERT INTO "pricing_plans" ("id", "product_name", "pricing_plan_name", "tiers", "max_jobs", "position") VALUES
  (1, 'Employee Portal', 'Standard', '[{"up_to":5,"unit_amount":1500},{"up_to":20,"unit_amount":1200},{"up_to":null,"unit_amount":999}]', NULL, 1),
  (2, 'Employee Portal', 'EntreMANURE', '[{"up_to":3,"unit_amount":900},{"up_to":null,"unit_amount":800}]', 15, 0),
  (3, 'Employee Portal', 'Professional', '[{"up_to":5,"unit_amount":2500},{"up_to":20,"unit_amount":2000},{"up_to":null,"unit_amount":1700}]', NULL, 2)
ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "survey_questions" ("id", "step", "question", "required", "position") VALUES
  (1, 'subscribing', 'How did you hear about Employee Portal?', true, 1),
  (2, 'subscribing', 'How many field techs do you have?', true, 2),
  (3, 'subscribing', 'Which software did you use before?', false, 3),
  (4, 'subscribing', 'Anything we should know to help you get started?', false, 4)
ON CONFLICT ("id") DO NOTHING;
