/**
 * Cities resumes often give alone, without a region ('Lisbon', 'Singapore', 'Nairobi'): the
 * capitals and the largest cities of the world, in their English and local spellings. Only the
 * contact block reads them: a city named alone anywhere else may be a company or a street.
 */
export const CITY_NAMES = `
Abu Dhabi|Accra|Addis Ababa|Adelaide|Ahmedabad|Algiers|Almaty|Amman|Amsterdam|Ankara|Antwerp|Athens|Atlanta|Auckland|Austin|
Baghdad|Baku|Bangalore|Bangkok|Barcelona|Beijing|Beirut|Belfast|Belgrade|Bengaluru|Berlin|Bern|Bilbao|Birmingham|Bogotá|Bogota|
Bordeaux|Boston|Bratislava|Brisbane|Bristol|Brussels|Bucharest|Budapest|Buenos Aires|Cairo|Calgary|Cambridge|Canberra|Cape Town|
Caracas|Cardiff|Casablanca|Chennai|Chicago|Cologne|Copenhagen|Cork|Dakar|Dallas|Dar es Salaam|Delhi|Denver|Detroit|Dhaka|Doha|
Dubai|Dublin|Durban|Düsseldorf|Edinburgh|Edmonton|Eindhoven|Florence|Frankfurt|Galway|Gdańsk|Geneva|Genoa|Glasgow|Gothenburg|
Guadalajara|Hamburg|Hanoi|Hannover|Havana|Helsinki|Ho Chi Minh City|Hong Kong|Houston|Hyderabad|Istanbul|Jakarta|Jeddah|
Jerusalem|Johannesburg|Karachi|Kathmandu|Kampala|Kigali|Kolkata|Kraków|Krakow|Kuala Lumpur|Kyiv|Kiev|Lagos|Lahore|Las Vegas|
Leeds|Leipzig|Lille|Lima|Lisbon|Lisboa|Liverpool|Ljubljana|London|Los Angeles|Luxembourg|Lyon|Madrid|Malmö|Manchester|Manila|
Marseille|Melbourne|Mexico City|Miami|Milan|Milano|Minneapolis|Minsk|Montevideo|Montreal|Montréal|Moscow|Mumbai|Munich|München|
Muscat|Nairobi|Nantes|Naples|New Delhi|New York|New York City|Nice|Oslo|Ottawa|Oxford|Paris|Perth|Philadelphia|Phoenix|
Porto|Prague|Praha|Pretoria|Pune|Quito|Rabat|Reykjavik|Riga|Rio de Janeiro|Riyadh|Rome|Roma|Rotterdam|Salzburg|San Diego|
San Francisco|San Jose|Santiago|São Paulo|Sao Paulo|Sarajevo|Seattle|Seoul|Seville|Shanghai|Shenzhen|Singapore|Sofia|Stockholm|
Stuttgart|Sydney|Taipei|Tallinn|Tbilisi|Tehran|Tel Aviv|The Hague|Tokyo|Toronto|Toulouse|Tunis|Turin|Utrecht|Valencia|Vancouver|
Vienna|Wien|Vilnius|Warsaw|Warszawa|Washington|Wellington|Winnipeg|Wrocław|Yerevan|Zagreb|Zürich|Zurich`;
