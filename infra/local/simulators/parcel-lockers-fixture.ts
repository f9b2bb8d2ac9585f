import type { Point } from '#functions/lib/parcel-lockers/points-contract';

// The points the local InPost simulator knows: 40 made-up parcel lockers in six Polish cities (real
// streets, invented names), plus one locker out of service and one parcel shop, which a search for
// parcel lockers must leave out. The README names a few to search for.

type Row = [name: string, street: string, building: string, postCode: string, lat: number, lng: number];

const cities: { city: string; province: string; rows: Row[] }[] = [
  {
    city: 'Warszawa',
    province: 'mazowieckie',
    rows: [
      ['WAW01M', 'Marszałkowska', '104', '00-017', 52.2319, 21.0067],
      ['WAW02M', 'Prosta', '20', '00-850', 52.2321, 20.9868],
      ['WAW03M', 'Puławska', '12', '02-566', 52.2063, 21.0227],
      ['WAW04M', 'Grójecka', '40', '02-320', 52.2174, 20.9818],
      ['WAW05M', 'Targowa', '72', '03-734', 52.2537, 21.0405],
      ['WAW06M', 'Aleje Jerozolimskie', '179', '02-222', 52.2196, 20.9605],
      ['WAW07M', 'Wołoska', '12', '02-675', 52.1906, 21.0035],
      ['WAW08M', 'Górczewska', '124', '01-460', 52.2395, 20.9329],
      ['WAW09M', 'Kondratowicza', '18', '03-242', 52.2906, 21.0471],
      ['WAW10M', 'Grzybowska', '9', '00-132', 52.2351, 21.0019],
    ],
  },
  {
    city: 'Kraków',
    province: 'małopolskie',
    rows: [
      ['KRA01M', 'Długa', '1', '31-147', 50.0681, 19.9401],
      ['KRA02M', 'Karmelicka', '35', '31-131', 50.0672, 19.9303],
      ['KRA03M', 'Pawia', '5', '31-154', 50.0676, 19.9452],
      ['KRA04M', 'Kalwaryjska', '9', '30-504', 50.0463, 19.9445],
      ['KRA05M', 'Bora-Komorowskiego', '37', '31-876', 50.0893, 20.0005],
      ['KRA06M', 'Zakopiańska', '62', '30-418', 50.0199, 19.9288],
      ['KRA07M', 'Dobrego Pasterza', '128', '31-416', 50.0849, 19.9827],
    ],
  },
  {
    city: 'Gdańsk',
    province: 'pomorskie',
    rows: [
      ['GDA01M', 'Grunwaldzka', '141', '80-264', 54.3795, 18.6001],
      ['GDA02M', 'Długa', '45', '80-827', 54.3486, 18.6533],
      ['GDA03M', 'Chałubińskiego', '2', '80-807', 54.3383, 18.6209],
      ['GDA04M', 'Kartuska', '149', '80-138', 54.3419, 18.5936],
      ['GDA05M', 'Obrońców Wybrzeża', '1', '80-398', 54.4076, 18.5986],
      ['GDA06M', 'Łostowicka', '1', '80-121', 54.3325, 18.5926],
    ],
  },
  {
    city: 'Wrocław',
    province: 'dolnośląskie',
    rows: [
      ['WRO01M', 'Legnicka', '58', '54-204', 51.1184, 16.9935],
      ['WRO02M', 'Świdnicka', '40', '50-024', 51.1037, 17.0285],
      ['WRO03M', 'Powstańców Śląskich', '2', '53-333', 51.0988, 17.0182],
      ['WRO04M', 'Grabiszyńska', '184', '53-235', 51.0979, 16.9838],
      ['WRO05M', 'Krzywoustego', '126', '51-421', 51.1381, 17.0858],
      ['WRO06M', 'Ślężna', '2', '53-302', 51.0936, 17.0193],
    ],
  },
  {
    city: 'Poznań',
    province: 'wielkopolskie',
    rows: [
      ['POZ01M', 'Półwiejska', '42', '61-888', 52.4029, 16.9246],
      ['POZ02M', 'Głogowska', '14', '60-702', 52.3992, 16.9127],
      ['POZ03M', 'Szwedzka', '6', '61-285', 52.4109, 16.9796],
      ['POZ04M', 'Dąbrowskiego', '79A', '60-529', 52.4148, 16.8983],
      ['POZ05M', 'Królowej Jadwigi', '51', '61-872', 52.3985, 16.9361],
    ],
  },
  {
    city: 'Łódź',
    province: 'łódzkie',
    rows: [
      ['LOD01M', 'Piotrkowska', '153', '90-440', 51.7587, 19.4582],
      ['LOD02M', 'Karskiego', '5', '91-071', 51.7801, 19.4474],
      ['LOD03M', 'Rzgowska', '90', '93-172', 51.7427, 19.4716],
      ['LOD04M', 'Piłsudskiego', '15', '90-330', 51.7586, 19.4754],
      ['LOD05M', 'Retkińska', '94', '94-004', 51.7528, 19.3965],
      ['LOD06M', 'Wólczańska', '125', '90-521', 51.7597, 19.4503],
    ],
  },
];

const lockerPoint = (
  city: string,
  province: string,
  [name, street, building, postCode, lat, lng]: Row,
): Point => ({
  name,
  type: ['parcel_locker'],
  status: 'Operating',
  location: { latitude: lat, longitude: lng },
  location_description: 'Przy wejściu do budynku',
  opening_hours: '24/7',
  address_details: {
    city,
    province,
    post_code: postCode,
    street,
    building_number: building,
    flat_number: null,
  },
});

export const points: Point[] = [
  ...cities.flatMap(({ city, province, rows }) => rows.map((row) => lockerPoint(city, province, row))),
  {
    ...lockerPoint('Warszawa', 'mazowieckie', ['WAW99M', 'Nowy Świat', '6', '00-400', 52.2307, 21.0198]),
    status: 'NonOperating',
  },
  {
    ...lockerPoint('Kraków', 'małopolskie', ['POP-KRA01', 'Floriańska', '3', '31-019', 50.0627, 19.9399]),
    type: ['pop'],
    opening_hours: 'pn-pt 9-19, sob 9-14',
    location_description: 'Kiosk z prasą',
  },
];
