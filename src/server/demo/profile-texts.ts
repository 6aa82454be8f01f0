import type { Language } from '../../domain/enumerations';

/** The facts a demo description is written from. */
export interface DescriptionFacts {
  readonly name: string;
  readonly place: string;
  readonly region: string;
  readonly bedrooms: number;
  readonly pax: number;
}

type Templates = { readonly summary: (f: DescriptionFacts) => string; readonly house: (f: DescriptionFacts) => string; readonly area: (f: DescriptionFacts) => string };

/** The property profile's descriptions (types summary, house, area) in the 14 content languages. */
export const DESCRIPTION_TEMPLATES: Readonly<Record<Language, Templates>> = {
  en: {
    summary: (f) => `${f.name}: a holiday home for ${f.pax} guests in ${f.place}.`,
    house: (f) => `${f.bedrooms} bedrooms, a bright living room and a fully equipped kitchen. Bed linen and towels are ready on arrival.`,
    area: (f) => `${f.place} lies in ${f.region}: shops, restaurants and the best walks of the area are close by.`,
  },
  de: {
    summary: (f) => `${f.name}: ein Ferienhaus für ${f.pax} Gäste in ${f.place}.`,
    house: (f) => `${f.bedrooms} Schlafzimmer, ein helles Wohnzimmer und eine voll ausgestattete Küche. Bettwäsche und Handtücher liegen bei Ankunft bereit.`,
    area: (f) => `${f.place} liegt in ${f.region}: Geschäfte, Restaurants und die schönsten Wanderwege der Gegend sind ganz nah.`,
  },
  fr: {
    summary: (f) => `${f.name} : une maison de vacances pour ${f.pax} personnes à ${f.place}.`,
    house: (f) => `${f.bedrooms} chambres, un séjour lumineux et une cuisine entièrement équipée. Draps et serviettes sont prêts à votre arrivée.`,
    area: (f) => `${f.place} se trouve en ${f.region} : commerces, restaurants et les plus belles promenades de la région sont tout proches.`,
  },
  es: {
    summary: (f) => `${f.name}: una casa de vacaciones para ${f.pax} personas en ${f.place}.`,
    house: (f) => `${f.bedrooms} dormitorios, un salón luminoso y una cocina totalmente equipada. La ropa de cama y las toallas están listas a su llegada.`,
    area: (f) => `${f.place} está en ${f.region}: tiendas, restaurantes y los mejores paseos de la zona están muy cerca.`,
  },
  it: {
    summary: (f) => `${f.name}: una casa vacanze per ${f.pax} ospiti a ${f.place}.`,
    house: (f) => `${f.bedrooms} camere da letto, un soggiorno luminoso e una cucina completamente attrezzata. Lenzuola e asciugamani sono pronti all'arrivo.`,
    area: (f) => `${f.place} si trova in ${f.region}: negozi, ristoranti e le passeggiate più belle della zona sono a due passi.`,
  },
  cs: {
    summary: (f) => `${f.name}: prázdninový dům pro ${f.pax} hostů v lokalitě ${f.place}.`,
    house: (f) => `Ložnice: ${f.bedrooms}, světlý obývací pokoj a plně vybavená kuchyně. Povlečení a ručníky jsou připraveny při příjezdu.`,
    area: (f) => `${f.place} leží v regionu ${f.region}: obchody, restaurace i nejhezčí procházky v okolí jsou nablízku.`,
  },
  da: {
    summary: (f) => `${f.name}: et feriehus til ${f.pax} gæster i ${f.place}.`,
    house: (f) => `${f.bedrooms} soveværelser, en lys stue og et fuldt udstyret køkken. Sengetøj og håndklæder ligger klar ved ankomst.`,
    area: (f) => `${f.place} ligger i ${f.region}: butikker, restauranter og egnens bedste gåture er tæt på.`,
  },
  fi: {
    summary: (f) => `${f.name}: loma-asunto ${f.pax} vieraalle kohteessa ${f.place}.`,
    house: (f) => `Makuuhuoneita ${f.bedrooms}, valoisa olohuone ja täysin varustettu keittiö. Liinavaatteet ja pyyhkeet ovat valmiina saapuessa.`,
    area: (f) => `${f.place} sijaitsee alueella ${f.region}: kaupat, ravintolat ja seudun parhaat kävelyreitit ovat lähellä.`,
  },
  hr: {
    summary: (f) => `${f.name}: kuća za odmor za ${f.pax} gostiju u mjestu ${f.place}.`,
    house: (f) => `Spavaće sobe: ${f.bedrooms}, svijetli dnevni boravak i potpuno opremljena kuhinja. Posteljina i ručnici spremni su pri dolasku.`,
    area: (f) => `${f.place} se nalazi u regiji ${f.region}: trgovine, restorani i najljepše šetnje u okolici su blizu.`,
  },
  nl: {
    summary: (f) => `${f.name}: een vakantiehuis voor ${f.pax} gasten in ${f.place}.`,
    house: (f) => `${f.bedrooms} slaapkamers, een lichte woonkamer en een volledig uitgeruste keuken. Beddengoed en handdoeken liggen klaar bij aankomst.`,
    area: (f) => `${f.place} ligt in ${f.region}: winkels, restaurants en de mooiste wandelingen van de streek zijn dichtbij.`,
  },
  no: {
    summary: (f) => `${f.name}: et feriehus for ${f.pax} gjester i ${f.place}.`,
    house: (f) => `${f.bedrooms} soverom, en lys stue og et fullt utstyrt kjøkken. Sengetøy og håndklær ligger klart ved ankomst.`,
    area: (f) => `${f.place} ligger i ${f.region}: butikker, restauranter og områdets fineste turer er like i nærheten.`,
  },
  pl: {
    summary: (f) => `${f.name}: dom wakacyjny dla ${f.pax} gości w miejscowości ${f.place}.`,
    house: (f) => `Sypialnie: ${f.bedrooms}, jasny salon i w pełni wyposażona kuchnia. Pościel i ręczniki czekają na gości.`,
    area: (f) => `${f.place} leży w regionie ${f.region}: sklepy, restauracje i najpiękniejsze spacery w okolicy są blisko.`,
  },
  pt: {
    summary: (f) => `${f.name}: uma casa de férias para ${f.pax} hóspedes em ${f.place}.`,
    house: (f) => `${f.bedrooms} quartos, uma sala luminosa e uma cozinha totalmente equipada. Roupa de cama e toalhas prontas à chegada.`,
    area: (f) => `${f.place} fica em ${f.region}: lojas, restaurantes e os melhores passeios da zona estão perto.`,
  },
  sv: {
    summary: (f) => `${f.name}: ett fritidshus för ${f.pax} gäster i ${f.place}.`,
    house: (f) => `${f.bedrooms} sovrum, ett ljust vardagsrum och ett fullt utrustat kök. Sängkläder och handdukar finns på plats vid ankomst.`,
    area: (f) => `${f.place} ligger i ${f.region}: affärer, restauranger och traktens finaste promenader finns nära.`,
  },
};

export const PictureKinds = ['exterior', 'garden', 'view', 'pool', 'living', 'kitchen', 'bedroom', 'bathroom'] as const;
export type PictureKind = (typeof PictureKinds)[number];

/** Picture captions per kind in the 14 content languages. */
export const PICTURE_CAPTIONS: Readonly<Record<Language, Readonly<Record<PictureKind, string>>>> = {
  en: { exterior: 'The house from outside', garden: 'Garden with seating', view: 'The view', pool: 'Swimming pool', living: 'Living room', kitchen: 'Kitchen', bedroom: 'Bedroom', bathroom: 'Bathroom' },
  de: { exterior: 'Das Haus von außen', garden: 'Garten mit Sitzplatz', view: 'Die Aussicht', pool: 'Schwimmbad', living: 'Wohnzimmer', kitchen: 'Küche', bedroom: 'Schlafzimmer', bathroom: 'Badezimmer' },
  fr: { exterior: 'La maison vue de l’extérieur', garden: 'Jardin avec coin repos', view: 'La vue', pool: 'Piscine', living: 'Séjour', kitchen: 'Cuisine', bedroom: 'Chambre', bathroom: 'Salle de bain' },
  es: { exterior: 'La casa desde fuera', garden: 'Jardín con zona de descanso', view: 'Las vistas', pool: 'Piscina', living: 'Salón', kitchen: 'Cocina', bedroom: 'Dormitorio', bathroom: 'Baño' },
  it: { exterior: 'La casa dall’esterno', garden: 'Giardino con posti a sedere', view: 'Il panorama', pool: 'Piscina', living: 'Soggiorno', kitchen: 'Cucina', bedroom: 'Camera da letto', bathroom: 'Bagno' },
  cs: { exterior: 'Dům zvenku', garden: 'Zahrada s posezením', view: 'Výhled', pool: 'Bazén', living: 'Obývací pokoj', kitchen: 'Kuchyně', bedroom: 'Ložnice', bathroom: 'Koupelna' },
  da: { exterior: 'Huset udefra', garden: 'Have med siddeplads', view: 'Udsigten', pool: 'Swimmingpool', living: 'Stue', kitchen: 'Køkken', bedroom: 'Soveværelse', bathroom: 'Badeværelse' },
  fi: { exterior: 'Talo ulkoa', garden: 'Puutarha ja istuinpaikka', view: 'Näköala', pool: 'Uima-allas', living: 'Olohuone', kitchen: 'Keittiö', bedroom: 'Makuuhuone', bathroom: 'Kylpyhuone' },
  hr: { exterior: 'Kuća izvana', garden: 'Vrt s mjestom za sjedenje', view: 'Pogled', pool: 'Bazen', living: 'Dnevni boravak', kitchen: 'Kuhinja', bedroom: 'Spavaća soba', bathroom: 'Kupaonica' },
  nl: { exterior: 'Het huis van buiten', garden: 'Tuin met zitplek', view: 'Het uitzicht', pool: 'Zwembad', living: 'Woonkamer', kitchen: 'Keuken', bedroom: 'Slaapkamer', bathroom: 'Badkamer' },
  no: { exterior: 'Huset utenfra', garden: 'Hage med sittegruppe', view: 'Utsikten', pool: 'Svømmebasseng', living: 'Stue', kitchen: 'Kjøkken', bedroom: 'Soverom', bathroom: 'Bad' },
  pl: { exterior: 'Dom z zewnątrz', garden: 'Ogród z miejscem do siedzenia', view: 'Widok', pool: 'Basen', living: 'Salon', kitchen: 'Kuchnia', bedroom: 'Sypialnia', bathroom: 'Łazienka' },
  pt: { exterior: 'A casa vista de fora', garden: 'Jardim com zona de estar', view: 'A vista', pool: 'Piscina', living: 'Sala de estar', kitchen: 'Cozinha', bedroom: 'Quarto', bathroom: 'Casa de banho' },
  sv: { exterior: 'Huset utifrån', garden: 'Trädgård med sittplats', view: 'Utsikten', pool: 'Pool', living: 'Vardagsrum', kitchen: 'Kök', bedroom: 'Sovrum', bathroom: 'Badrum' },
};
