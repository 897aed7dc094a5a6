// Demo dictionary of flight remarks shown in the "additional text" column of the flight schedule.
import type { Localized } from '@amanati/shared/localized';

export const FLIGHT_REMARKS: Readonly<Record<string, Localized>> = {
  on_schedule: {
    ka: 'განრიგის მიხედვით',
    en: 'On schedule',
    ru: 'По расписанию',
  },
  delayed: {
    ka: 'რეისი იგვიანებს',
    en: 'Delayed',
    ru: 'Рейс задерживается',
  },
  departed: {
    ka: 'გამოფრინდა',
    en: 'Departed',
    ru: 'Вылетел',
  },
  in_transit: {
    ka: 'გზაშია',
    en: 'In transit',
    ru: 'В пути',
  },
  landed: {
    ka: 'ჩამოფრინდა თბილისში',
    en: 'Landed in Tbilisi',
    ru: 'Прибыл в Тбилиси',
  },
  at_customs: {
    ka: 'საბაჟო პროცედურები მიმდინარეობს',
    en: 'Clearing customs',
    ru: 'Проходит таможню',
  },
  unloading: {
    ka: 'მიმდინარეობს გადმოტვირთვა',
    en: 'Unloading',
    ru: 'Идёт разгрузка',
  },
  ready_for_pickup: {
    ka: 'ამანათები გასაცემად მზადაა',
    en: 'Ready for pickup',
    ru: 'Посылки готовы к выдаче',
  },
  weather_delay: {
    ka: 'ამინდის გამო იგვიანებს',
    en: 'Delayed due to weather',
    ru: 'Задержка из-за погоды',
  },
};
