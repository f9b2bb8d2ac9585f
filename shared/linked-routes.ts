// The routes a link the shop sends out points to (a payment's return, a mail's link), one module to
// import (`#shared/linked-routes`) for the functions that build such links; the site's whole table is
// `#shared/routes`.

export { linkedPathFor } from './routes/linked-path';
