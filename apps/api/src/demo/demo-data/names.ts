export const firstNames: readonly string[] = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth',
  'William', 'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Christopher', 'Karen',
  'Charles', 'Lisa', 'Daniel', 'Nancy', 'Matthew', 'Betty', 'Anthony', 'Sandra', 'Mark', 'Ashley',
  'Steven', 'Kimberly', 'Andrew', 'Emily', 'Joshua', 'Donna', 'Kevin', 'Michelle', 'Brian', 'Amanda',
  'Ryan', 'Melissa', 'Jacob', 'Stephanie', 'Nicholas', 'Rebecca', 'Tyler', 'Laura', 'Eric', 'Rachel',
  'Jonathan', 'Megan', 'Justin', 'Lauren', 'Brandon', 'Hannah', 'Carlos', 'Maria', 'Luis', 'Sofia',
  'Jose', 'Gabriela', 'Kyle', 'Natalie', 'Aaron', 'Olivia', 'Nathan', 'Chloe', 'Ethan', 'Grace',
];

export const lastNames: readonly string[] = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin',
  'Lee', 'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson',
  'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores',
  'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell', 'Mitchell', 'Carter', 'Roberts',
  'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Morris', 'Murphy', 'Cook',
  'Rogers', 'Morgan', 'Peterson', 'Cooper', 'Reed', 'Bailey', "O'Brien", 'Kowalski', 'Schmidt', 'Olson',
];

// The Denver grid: N/S streets carry 'S' south of Ellsworth Ave, numbered avenues carry 'W'/'E' either side of
// Broadway. Mixing both keeps addresses looking like real metro addresses wherever they land.
export const streetNames: readonly string[] = [
  'S Pearl St', 'S Downing St', 'S Franklin St', 'S Gilpin St', 'S Williams St', 'S Marion St',
  'S Clarkson St', 'S Emerson St', 'S Ogden St', 'S Corona St', 'S Logan St', 'S Washington St',
  'S Milwaukee St', 'S Steele St', 'S Adams St', 'S Monroe St', 'S Holly St', 'S Krameria St',
  'S Dahlia St', 'S Jasmine St', 'S Quebec St', 'S Yosemite St', 'S Lowell Blvd', 'S Federal Blvd',
  'S Lamar St', 'S Garrison St', 'S Kipling Pkwy', 'S Wadsworth Blvd', 'S Zuni St', 'S Tejon St',
  'E Evans Ave', 'E Iliff Ave', 'E Yale Ave', 'E Jewell Ave', 'E Mississippi Ave', 'E Florida Ave',
  'E Louisiana Ave', 'E Exposition Ave', 'E Alameda Ave', 'E 6th Ave', 'E 12th Ave', 'E 17th Ave',
  'E 23rd Ave', 'E 26th Ave', 'E Montview Blvd', 'E Dartmouth Ave', 'E Arapahoe Rd', 'E Dry Creek Rd',
  'W 38th Ave', 'W 32nd Ave', 'W 44th Ave', 'W 29th Ave', 'W 52nd Ave', 'W 64th Ave', 'W 72nd Ave',
  'W 80th Ave', 'W 92nd Ave', 'W 100th Ave', 'W Hampden Ave', 'W Bowles Ave', 'W Ken Caryl Ave',
  'E 104th Ave', 'E 120th Ave', 'E 128th Ave', 'Sheridan Blvd', 'Tennyson St', 'Perry St',
  'Raleigh St', 'Osceola St', 'Vrain St', 'Yates St', 'Eliot St', 'Grove St', 'Newton St',
  'Garfield St', 'Hudson St', 'Oneida St', 'Xenia St', 'Uinta St', 'Willow St', 'Ash St',
  'Balsam St', 'Cody St', 'Estes St', 'Independence St', 'Jellison St', 'Carr St', 'Reed St',
];

export const dogNames: readonly string[] = [
  'Bella', 'Max', 'Luna', 'Charlie', 'Lucy', 'Cooper', 'Daisy', 'Milo', 'Bailey', 'Buddy',
  'Sadie', 'Rocky', 'Molly', 'Bear', 'Stella', 'Duke', 'Maggie', 'Tucker', 'Penny', 'Zeus',
  'Rosie', 'Bentley', 'Ruby', 'Teddy', 'Gracie', 'Oliver', 'Lola', 'Winston', 'Nala', 'Murphy',
  'Zoey', 'Jack', 'Willow', 'Louie', 'Piper', 'Finn', 'Hazel', 'Gus', 'Roxy', 'Ollie',
  'Coco', 'Moose', 'Pepper', 'Koda', 'Ellie', 'Ranger', 'Maple', 'Biscuit', 'Juniper', 'Diesel',
  'Aspen', 'Boulder', 'Denver', 'Rocco', 'Kona', 'Scout', 'Sunny', 'Odin', 'Pickles', 'Waffles',
];

export const gateCodes: readonly string[] = [
  '1234', '4821', '0917', '3355', '7702', '#2468', '5190#', '8046', '6613', '2580#', '1975', '4400',
];

export const residentialTechNotes: readonly string[] = [
  'Please latch the side gate firmly; it swings open in the wind.',
  'Backyard only, the front yard is clean.',
  'Enter through the alley gate behind the garage.',
  'Watch for sprinkler heads along the side yard.',
  'Bag waste into the black trash bin by the garage.',
  'Dogs are friendly but will jump on you.',
  'Please text when finished so we can let the dogs back out.',
  'Dog run along the north fence gets the most waste.',
  'Gate is on the left side of the house, next to the AC unit.',
  'Skip the vegetable garden beds, dogs are fenced out of them.',
  'Artificial turf in back; please rinse spots with the hose by the patio.',
  'Park on the street; the driveway is shared with the neighbor.',
  'Recycling and trash go out Tuesday morning, use the bin by the fence.',
  'Check under the deck, the younger dog hides toys and waste there.',
];

// Always attached to an unsafe-dog location so the flag is never shown to a tech without an instruction.
export const unsafeDogNotes: readonly string[] = [
  'Dog is reactive with strangers. Call the client before entering; they will bring the dogs inside.',
  'Do NOT enter if the dogs are in the yard. Knock and wait for the owner to crate them.',
  'Large dog can clear the gate when excited. Confirm he is inside before opening the gate.',
];

export const secondLocationNotes: readonly string[] = [
  'Rental property; tenant has the dogs, owner pays.',
  'Parents\u2019 house; same billing as the main account.',
  'Vacation rental between guests; check the yard calendar note.',
];

export const residentialInactiveReasons: readonly string[] = [
  'Moved away',
  'Price',
  'Doing it themselves',
  'Dog passed away',
  'Switched to another provider',
  'Service quality',
  'Seasonal, will return in spring',
];
